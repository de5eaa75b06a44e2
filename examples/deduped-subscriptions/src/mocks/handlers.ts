import { delay, http, HttpResponse } from 'msw'
import type { Forecast } from '../features/forecast/forecastApi'

const conditions = ['Sunny', 'Partly cloudy', 'Light breeze']
let responsesSent = 0

export const handlers = [
  http.get('/api/forecast/:city', async ({ params }) => {
    await delay()
    responsesSent += 1
    const step = (responsesSent - 1) % conditions.length
    const forecast: Forecast = {
      city: String(params.city),
      conditions: conditions[step]!,
      temperatureC: 22 + step,
      windKph: 14 - step * 2,
      humidity: 58 + step * 3,
      responseNumber: responsesSent,
    }
    return HttpResponse.json(forecast)
  }),
]
