// The UI-agnostic entry point: no React hooks are generated.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query'

export interface Ticket {
  id: number
  subject: string
  customer: string
}

export interface TicketQueue {
  /** How many lists the server has sent so far, this one included. */
  responseNumber: number
  tickets: Ticket[]
}

export const ticketsApi = createApi({
  reducerPath: 'ticketsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Ticket'],
  endpoints: (build) => ({
    getOpenTickets: build.query<TicketQueue, void>({
      query: () => '/tickets',
      providesTags: ['Ticket'],
    }),
    resolveTicket: build.mutation<Ticket, number>({
      query: (id) => ({
        url: `/tickets/${id}`,
        method: 'PATCH',
        body: { status: 'resolved' },
      }),
      invalidatesTags: ['Ticket'],
    }),
  }),
})
