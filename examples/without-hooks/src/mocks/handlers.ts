import { delay, http, HttpResponse } from 'msw'
import type { Ticket } from '../features/tickets/ticketsApi'

const tickets: (Ticket & { status: 'open' | 'resolved' })[] = [
  {
    id: 1042,
    subject: 'Password reset email never arrives',
    customer: 'Halvorsen Bikes',
    status: 'open',
  },
  {
    id: 1043,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Café Lumière',
    status: 'open',
  },
  {
    id: 1044,
    subject: 'CSV export stops at 1,000 rows',
    customer: 'Kestrel Logistics',
    status: 'open',
  },
  {
    id: 1045,
    subject: 'Cannot add a second admin',
    customer: 'Moana Surf School',
    status: 'open',
  },
]
let responsesSent = 0

export const handlers = [
  http.get('/api/tickets', async () => {
    await delay()
    responsesSent += 1
    return HttpResponse.json({
      responseNumber: responsesSent,
      tickets: tickets
        .filter((ticket) => ticket.status === 'open')
        .map(({ id, subject, customer }) => ({ id, subject, customer })),
    })
  }),
  http.patch('/api/tickets/:id', async ({ params }) => {
    await delay()
    const ticket = tickets.find((entry) => entry.id === Number(params.id))
    if (!ticket) {
      return HttpResponse.json({ message: 'No such ticket' }, { status: 404 })
    }
    ticket.status = 'resolved'
    const { id, subject, customer } = ticket
    return HttpResponse.json({ id, subject, customer })
  }),
]
