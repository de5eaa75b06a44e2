import { delay, http, HttpResponse } from 'msw'
import type { Activity, User } from '../features/users/usersApi'

const users: User[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Engineering manager',
    email: 'amara.okafor@northwind.dev',
    location: 'Lagos',
  },
  {
    id: 2,
    name: 'Jonas Weber',
    role: 'Backend engineer',
    email: 'jonas.weber@northwind.dev',
    location: 'Leipzig',
  },
  {
    id: 3,
    name: 'Priya Raman',
    role: 'Product designer',
    email: 'priya.raman@northwind.dev',
    location: 'Chennai',
  },
]

const activity: Record<number, Activity[]> = {
  1: [
    { id: 11, summary: 'Approved the Q3 hiring plan', at: '2024-05-06' },
    { id: 12, summary: 'Ran the incident review', at: '2024-05-03' },
  ],
  2: [
    { id: 21, summary: 'Merged "Retry failed webhooks"', at: '2024-05-07' },
    { id: 22, summary: 'Rotated the database credentials', at: '2024-05-02' },
  ],
  3: [
    { id: 31, summary: 'Shared the onboarding prototype', at: '2024-05-08' },
    { id: 32, summary: 'Ran five usability interviews', at: '2024-05-01' },
  ],
}

const notFound = () =>
  HttpResponse.json({ message: 'No such user' }, { status: 404 })

export const handlers = [
  http.get('/api/users', async () => {
    await delay()
    return HttpResponse.json(users.map(({ id, name }) => ({ id, name })))
  }),
  http.get('/api/users/:id', async ({ params }) => {
    await delay()
    const user = users.find((candidate) => candidate.id === Number(params.id))
    return user ? HttpResponse.json(user) : notFound()
  }),
  http.get('/api/users/:id/activity', async ({ params }) => {
    await delay()
    const entries = activity[Number(params.id)]
    return entries ? HttpResponse.json(entries) : notFound()
  }),
]
