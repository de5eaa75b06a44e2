import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Forecast {
  city: string
  conditions: string
  temperatureC: number
  windKph: number
  humidity: number
  /** How many forecasts the server has sent so far, this one included. */
  responseNumber: number
}

export const forecastApi = createApi({
  reducerPath: 'forecastApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getForecast: build.query<Forecast, string>({
      query: (city) => `/forecast/${encodeURIComponent(city)}`,
    }),
  }),
})

export const { useGetForecastQuery } = forecastApi
