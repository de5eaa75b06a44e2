import { delay, http, HttpResponse } from 'msw'
import type { Article } from '../features/articles/articlesApi'

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const articles: Article[] = [
  'Dark mode for the dashboard',
  'Faster search results',
  'Export reports as CSV',
].map((title, index) => ({
  id: index + 1,
  title,
  slug: slugify(title),
  revision: 1,
}))

export const handlers = [
  http.get('/api/articles', async () => {
    await delay()
    return HttpResponse.json(articles)
  }),
  http.get('/api/articles/:id', async ({ params }) => {
    await delay()
    const article = articles.find((a) => a.id === Number(params.id))
    if (!article) {
      return HttpResponse.json({ message: 'No such article' }, { status: 404 })
    }
    return HttpResponse.json(article)
  }),
  http.patch('/api/articles/:id', async ({ params, request }) => {
    // A slow save, so the pending state is easy to see.
    await delay(1000)
    const article = articles.find((a) => a.id === Number(params.id))
    if (!article) {
      return HttpResponse.json({ message: 'No such article' }, { status: 404 })
    }
    const { title } = (await request.json()) as { title: string }
    Object.assign(article, {
      title,
      slug: slugify(title),
      revision: article.revision + 1,
    })
    return HttpResponse.json(article)
  }),
]
