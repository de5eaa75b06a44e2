import { delay, http, HttpResponse } from 'msw'

const projects = [
  { id: 'p1', name: 'Checkout redesign' },
  { id: 'p2', name: 'Warehouse scanner app' },
  { id: 'p3', name: 'Quarterly security review' },
]

const members = [
  { id: 'm1', name: 'Amara Okafor' },
  { id: 'm2', name: 'Jonas Lindqvist' },
]

// Each endpoint answers at its own pace, so the loading count steps down.
export const handlers = [
  http.get('/api/projects', async () => {
    await delay(300)
    return HttpResponse.json(projects)
  }),
  http.get('/api/members', async () => {
    await delay(600)
    return HttpResponse.json(members)
  }),
  http.get('/api/invoices', async () => {
    await delay(900)
    return HttpResponse.json(
      { message: 'Only billing admins can see invoices' },
      { status: 403 },
    )
  }),
]
