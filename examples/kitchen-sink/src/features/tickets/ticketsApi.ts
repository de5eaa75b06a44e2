import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Ticket {
  id: number
  subject: string
  customer: string
  status: 'open' | 'resolved'
}

export const ticketsApi = createApi({
  reducerPath: 'ticketsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Ticket'],
  endpoints: (build) => ({
    getTickets: build.query<Ticket[], void>({
      query: () => '/tickets',
      // One tag per ticket, plus one for the list as a whole.
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Ticket' as const, id })),
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    resolveTicket: build.mutation<Ticket, number>({
      query: (id) => ({
        url: `/tickets/${id}`,
        method: 'PATCH',
        body: { status: 'resolved' },
      }),
      // The list provides this ticket's tag, so the list refetches.
      invalidatesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
  }),
})

export const { useGetTicketsQuery, useResolveTicketMutation } = ticketsApi
