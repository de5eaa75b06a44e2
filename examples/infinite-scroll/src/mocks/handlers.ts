import { delay, http, HttpResponse } from 'msw'
import type { Trail } from '../features/trails/trailsApi'

const PAGE_SIZE = 6

// [name, region, length in km]
const rows: [string, string, number][] = [
  ['Cedar Ridge Loop', 'Blue Hills', 5.2],
  ['Falls Creek Trail', 'Blue Hills', 8.4],
  ['Hawk Point Overlook', 'Blue Hills', 3.1],
  ['Old Mill Path', 'River Valley', 4.6],
  ['Heron Marsh Boardwalk', 'River Valley', 2.3],
  ['Willow Bend Trail', 'River Valley', 6.8],
  ['Granite Saddle Route', 'High Peaks', 12.5],
  ['Lookout Tower Climb', 'High Peaks', 7.9],
  ['Snowmelt Lakes Trail', 'High Peaks', 14.2],
  ['Fern Gully Walk', 'Coastal Forest', 3.7],
  ['Sea Stack Headland', 'Coastal Forest', 5.5],
  ['Driftwood Beach Loop', 'Coastal Forest', 4.1],
  ['Painted Canyon Rim', 'Desert Mesa', 9.3],
  ['Juniper Wash', 'Desert Mesa', 6.2],
  ['Red Arch Spur', 'Desert Mesa', 2.8],
  ['Beaver Pond Circuit', 'North Woods', 5.9],
  ['Birch Hollow Trail', 'North Woods', 4.4],
  ['Moose Meadow Path', 'North Woods', 7.1],
  ['Quarry Lake Loop', 'Blue Hills', 3.9],
  ['Kingfisher Island Trail', 'River Valley', 5.0],
  ['Summit Ridge Traverse', 'High Peaks', 16.8],
  ['Tidepool Trail', 'Coastal Forest', 2.6],
  ['Slickrock Bench', 'Desert Mesa', 8.0],
  ['Loon Lake Shoreline', 'North Woods', 6.5],
]

const trails: Trail[] = rows.map(([name, region, km], index) => ({
  id: index + 1,
  name,
  region,
  km,
}))

export const handlers = [
  http.get('/api/trails', async ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    await delay(400)
    const start = (page - 1) * PAGE_SIZE
    const hasMore = start + PAGE_SIZE < trails.length
    return HttpResponse.json({
      trails: trails.slice(start, start + PAGE_SIZE),
      nextPage: hasMore ? page + 1 : null,
    })
  }),
]
