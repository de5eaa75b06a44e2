import { delay, http, HttpResponse } from 'msw'

const draft = { text: '', revision: 0 }

export const handlers = [
  http.put('/api/draft', async ({ request }) => {
    await delay()
    const { text } = (await request.json()) as { text: string }
    draft.text = text
    draft.revision += 1
    return HttpResponse.json({ revision: draft.revision })
  }),
  http.post('/api/publish', async () => {
    await delay()
    if (!draft.text.trim()) {
      return HttpResponse.json(
        { message: 'Nothing to publish yet' },
        { status: 400 },
      )
    }
    return HttpResponse.json({ revision: draft.revision })
  }),
]
