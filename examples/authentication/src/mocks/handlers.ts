import { delay, http, HttpResponse } from 'msw'
import type { Note } from '../app/api'

const notes: Record<string, Note[]> = {
  ada: [
    { id: 1, text: 'Ask the lab for the March water samples' },
    { id: 2, text: 'Heron nest by the north pond: two eggs' },
    { id: 3, text: 'Replace the batteries in trail camera 4' },
  ],
}

// Each access token answers two requests, then expires.
const USES_PER_TOKEN = 2
const accessTokens = new Map<string, { username: string; usesLeft: number }>()
const refreshTokens = new Map<string, string>()
let tokensIssued = 0

function issueAccessToken(username: string) {
  tokensIssued += 1
  const token = `access-${tokensIssued}`
  accessTokens.set(token, { username, usesLeft: USES_PER_TOKEN })
  return token
}

export const handlers = [
  http.post('/api/auth/login', async ({ request }) => {
    await delay()
    const { username, password } = (await request.json()) as {
      username: string
      password: string
    }
    if (username !== 'ada' || password !== 'lovelace') {
      return HttpResponse.json(
        { message: 'Wrong credentials' },
        { status: 401 },
      )
    }
    const refreshToken = `refresh-${username}-${tokensIssued + 1}`
    refreshTokens.set(refreshToken, username)
    const accessToken = issueAccessToken(username)
    return HttpResponse.json({ username, accessToken, refreshToken })
  }),
  http.post('/api/auth/refresh', async ({ request }) => {
    await delay()
    const { refreshToken } = (await request.json()) as { refreshToken: string }
    const username = refreshTokens.get(refreshToken)
    if (!username) {
      return HttpResponse.json({ message: 'Log in again' }, { status: 401 })
    }
    return HttpResponse.json({ accessToken: issueAccessToken(username) })
  }),
  http.get('/api/notes', async ({ request }) => {
    await delay()
    const token = request.headers.get('Authorization')?.replace('Bearer ', '')
    const session = token ? accessTokens.get(token) : undefined
    if (!session) {
      return HttpResponse.json({ message: 'Not logged in' }, { status: 401 })
    }
    if (session.usesLeft === 0) {
      return HttpResponse.json({ message: 'Token expired' }, { status: 401 })
    }
    session.usesLeft -= 1
    return HttpResponse.json(notes[session.username] ?? [])
  }),
]
