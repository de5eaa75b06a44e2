import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Quote {
  symbol: string
  name: string
  unit: string
  price: number
  change: number
}

export const quotesApi = createApi({
  reducerPath: 'quotesApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getQuotes: build.query<Quote[], void>({
      query: () => 'quotes',
    }),
  }),
})

export const { useGetQuotesQuery } = quotesApi
