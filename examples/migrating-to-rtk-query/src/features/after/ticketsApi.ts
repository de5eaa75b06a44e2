import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Ticket } from '../tickets/TicketList'

export const ticketsApi = createApi({
  reducerPath: 'ticketsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getTickets: build.query<Ticket[], void>({ query: () => '/tickets' }),
  }),
})

export const { useGetTicketsQuery } = ticketsApi
