import { delay, http, HttpResponse } from 'msw'
import type { Target } from '../features/targets/targetsApi'

const PAGE_SIZE = 5

// [Messier number, name, kind, constellation]
const rows: [string, string, string, string][] = [
  ['M1', 'Crab Nebula', 'supernova remnant', 'Taurus'],
  ['M8', 'Lagoon Nebula', 'emission nebula', 'Sagittarius'],
  ['M11', 'Wild Duck Cluster', 'open cluster', 'Scutum'],
  ['M13', 'Hercules Cluster', 'globular cluster', 'Hercules'],
  ['M16', 'Eagle Nebula', 'emission nebula', 'Serpens'],
  ['M17', 'Omega Nebula', 'emission nebula', 'Sagittarius'],
  ['M20', 'Trifid Nebula', 'emission nebula', 'Sagittarius'],
  ['M27', 'Dumbbell Nebula', 'planetary nebula', 'Vulpecula'],
  ['M31', 'Andromeda Galaxy', 'spiral galaxy', 'Andromeda'],
  ['M33', 'Triangulum Galaxy', 'spiral galaxy', 'Triangulum'],
  ['M42', 'Orion Nebula', 'emission nebula', 'Orion'],
  ['M44', 'Beehive Cluster', 'open cluster', 'Cancer'],
  ['M45', 'Pleiades', 'open cluster', 'Taurus'],
  ['M51', 'Whirlpool Galaxy', 'spiral galaxy', 'Canes Venatici'],
  ['M57', 'Ring Nebula', 'planetary nebula', 'Lyra'],
  ['M63', 'Sunflower Galaxy', 'spiral galaxy', 'Canes Venatici'],
  ['M64', 'Black Eye Galaxy', 'spiral galaxy', 'Coma Berenices'],
  ['M81', "Bode's Galaxy", 'spiral galaxy', 'Ursa Major'],
  ['M97', 'Owl Nebula', 'planetary nebula', 'Ursa Major'],
  ['M104', 'Sombrero Galaxy', 'spiral galaxy', 'Virgo'],
]

const targets: Target[] = rows.map(([id, name, kind, constellation]) => ({
  id,
  name,
  kind,
  constellation,
}))

export const handlers = [
  http.get('/api/targets', async ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    // Slow enough that a page which was not prefetched visibly loads.
    await delay(600)
    const start = (page - 1) * PAGE_SIZE
    return HttpResponse.json({
      targets: targets.slice(start, start + PAGE_SIZE),
      totalPages: Math.ceil(targets.length / PAGE_SIZE),
    })
  }),
]
