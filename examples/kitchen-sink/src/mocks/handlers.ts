import { delay, http, HttpResponse } from 'msw'
import type { Ticket } from '../features/tickets/ticketsApi'

const tickets: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice shows the wrong VAT number',
    customer: 'Hollis Bakery',
    status: 'open',
  },
  {
    id: 2,
    subject: 'Printer offline on floor 2',
    customer: 'Ardent Legal',
    status: 'open',
  },
  {
    id: 3,
    subject: 'Password reset email never arrives',
    customer: 'Nordlys Travel',
    status: 'open',
  },
  {
    id: 4,
    subject: 'Add a second admin account',
    customer: 'Hollis Bakery',
    status: 'resolved',
  },
]

export const handlers = [
  http.get('/api/tickets', async () => {
    await delay()
    return HttpResponse.json(tickets)
  }),
  http.patch('/api/tickets/:id', async ({ params, request }) => {
    await delay()
    const ticket = tickets.find((t) => t.id === Number(params.id))
    if (!ticket) {
      return HttpResponse.json({ message: 'No such ticket' }, { status: 404 })
    }
    Object.assign(ticket, (await request.json()) as Partial<Ticket>)
    return HttpResponse.json(ticket)
  }),
]
