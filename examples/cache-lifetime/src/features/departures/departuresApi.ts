import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Departure {
  flight: string
  destination: string
  time: string
  status: string
}

export interface DepartureList {
  /** How many boards the server has sent so far, this one included. */
  responseNumber: number
  departures: Departure[]
}

export const departuresApi = createApi({
  reducerPath: 'departuresApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  // Refetch subscribed queries when the window regains focus.
  refetchOnFocus: true,
  endpoints: (build) => ({
    getDepartures: build.query<DepartureList, void>({
      query: () => '/departures',
      // Keep the data 5 s after the last component stops using it.
      keepUnusedDataFor: 5,
    }),
  }),
})

export const { useGetDeparturesQuery } = departuresApi
