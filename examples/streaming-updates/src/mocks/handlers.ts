import { delay, http, HttpResponse } from 'msw'
import { listMessages, addMessage } from './chatServer'

export const handlers = [
  http.get('/api/channels/:channel/messages', async ({ params }) => {
    await delay()
    return HttpResponse.json(listMessages(String(params.channel)))
  }),
  http.post('/api/channels/:channel/messages', async ({ request, params }) => {
    const { text } = (await request.json()) as { text: string }
    await delay()
    if (!text.trim()) {
      return HttpResponse.json({ message: 'Empty message' }, { status: 400 })
    }
    const created = addMessage(String(params.channel), 'You', text.trim())
    return HttpResponse.json(created, { status: 201 })
  }),
]
