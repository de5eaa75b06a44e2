import { delay, http, HttpResponse } from 'msw'
import type { Quote } from '../features/quotes/quotesApi'

const commodities = [
  { symbol: 'KC', name: 'Arabica coffee', unit: 'USD/lb', base: 2.45 },
  { symbol: 'CC', name: 'Cocoa', unit: 'USD/t', base: 8120 },
  { symbol: 'SB', name: 'Raw sugar', unit: 'USD/lb', base: 0.21 },
  { symbol: 'CT', name: 'Cotton', unit: 'USD/lb', base: 0.74 },
  { symbol: 'OJ', name: 'Orange juice', unit: 'USD/lb', base: 3.9 },
]

// Percent moves the market steps through, one step per request.
const moves = [0.4, -0.3, 0.9, 0.2, -1.1, 0.6, -0.5, 1.3, -0.8, 0.1]
let tick = 0

export const handlers = [
  http.get('/api/quotes', async () => {
    tick += 1
    await delay(150)
    const quotes: Quote[] = commodities.map(({ base, ...rest }, index) => {
      const change = moves[(tick + index * 3) % moves.length]!
      return { ...rest, price: base * (1 + change / 100), change }
    })
    return HttpResponse.json(quotes)
  }),
]
