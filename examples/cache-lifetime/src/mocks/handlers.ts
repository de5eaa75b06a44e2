import { delay, http, HttpResponse } from 'msw'
import type {
  Departure,
  DepartureList,
} from '../features/departures/departuresApi'

const schedule: Omit<Departure, 'status'>[] = [
  { flight: 'TP 1351', destination: 'Porto', time: '09:40' },
  { flight: 'LH 1173', destination: 'Frankfurt', time: '10:05' },
  { flight: 'IB 3107', destination: 'Madrid', time: '10:30' },
]
const statuses = ['Scheduled', 'Check-in open', 'Boarding', 'Departed']
let responsesSent = 0

export const handlers = [
  http.get('/api/departures', async () => {
    await delay()
    responsesSent += 1
    const board: DepartureList = {
      responseNumber: responsesSent,
      departures: schedule.map((departure, index) => ({
        ...departure,
        status: statuses[Math.min(Math.max(responsesSent - index, 0), 3)]!,
      })),
    }
    return HttpResponse.json(board)
  }),
]
