import { delay, http, HttpResponse } from 'msw'

const tickets = [
  { id: 101, title: 'Invoice PDF shows the wrong VAT rate', priority: 'high' },
  { id: 102, title: 'Password reset email arrives twice', priority: 'medium' },
  { id: 103, title: 'Dark mode: chart labels unreadable', priority: 'low' },
  { id: 104, title: 'Export to CSV skips archived orders', priority: 'medium' },
]

export const handlers = [
  http.get('/api/tickets', async () => {
    await delay()
    return HttpResponse.json(tickets)
  }),
]
