import { delay, http, HttpResponse } from 'msw'
import type { Item } from '../features/packing/packingApi'

const items: Item[] = [
  { id: 1, name: 'Tent', packed: true },
  { id: 2, name: 'Sleeping bag', packed: true },
  { id: 3, name: 'Headlamp', packed: false },
  { id: 4, name: 'Water filter', packed: false },
  { id: 5, name: 'Camp stove', packed: false },
]

export const handlers = [
  http.get('/api/items', async () => {
    await delay()
    return HttpResponse.json(items)
  }),
  http.patch('/api/items/:id', async ({ params, request }) => {
    // A slow server, so the change shows well before the answer arrives.
    await delay(1000)
    const item = items.find((candidate) => candidate.id === Number(params.id))
    if (!item) {
      return HttpResponse.json({ message: 'No such item' }, { status: 404 })
    }
    Object.assign(item, (await request.json()) as Partial<Item>)
    return HttpResponse.json(item)
  }),
]
