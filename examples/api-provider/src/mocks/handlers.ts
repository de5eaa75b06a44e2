import { delay, http, HttpResponse } from 'msw'

interface Bookmark {
  id: number
  title: string
  url: string
}

const bookmarks: Bookmark[] = [
  {
    id: 1,
    title: 'Designing data-intensive apps',
    url: 'https://example.com/ddia',
  },
  {
    id: 2,
    title: 'Accessible forms checklist',
    url: 'https://example.com/forms',
  },
  {
    id: 3,
    title: 'Caching strategies compared',
    url: 'https://example.com/caching',
  },
]
let nextId = 4

export const handlers = [
  http.get('/api/bookmarks', async () => {
    await delay()
    return HttpResponse.json(bookmarks)
  }),
  http.post('/api/bookmarks', async ({ request }) => {
    await delay()
    const { title, url } = (await request.json()) as Omit<Bookmark, 'id'>
    if (!title.trim()) {
      return HttpResponse.json(
        { message: 'A title is required' },
        { status: 400 },
      )
    }
    const bookmark = { id: nextId++, title: title.trim(), url: url.trim() }
    bookmarks.push(bookmark)
    return HttpResponse.json(bookmark, { status: 201 })
  }),
]
