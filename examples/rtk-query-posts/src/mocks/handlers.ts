import { delay, http, HttpResponse } from 'msw'
import type { NewPost, Post } from '../features/posts/postsApi'

const posts: Post[] = [
  {
    id: 1,
    title: 'Seed swap on Saturday',
    author: 'Marta',
    body: 'Bring labelled envelopes. We have spare bean and chard seeds.',
  },
  {
    id: 2,
    title: 'Tomatoes need staking',
    author: 'Kwame',
    body: 'The plants in beds 3 and 4 are leaning. Stakes are in the shed.',
  },
  {
    id: 3,
    title: 'Compost bin is full',
    author: 'Ines',
    body: 'Please use the second bin by the gate until we turn the first one.',
  },
]
let nextId = 4

export const handlers = [
  http.get('/api/posts', async () => {
    await delay()
    return HttpResponse.json(
      posts.map(({ id, title, author }) => ({ id, title, author })),
    )
  }),
  http.get('/api/posts/:id', async ({ params }) => {
    await delay()
    const post = posts.find((p) => p.id === Number(params.id))
    if (!post) {
      return HttpResponse.json({ message: 'Post not found' }, { status: 404 })
    }
    return HttpResponse.json(post)
  }),
  http.post('/api/posts', async ({ request }) => {
    await delay()
    const post: Post = { id: nextId++, ...((await request.json()) as NewPost) }
    posts.push(post)
    return HttpResponse.json(post, { status: 201 })
  }),
]
