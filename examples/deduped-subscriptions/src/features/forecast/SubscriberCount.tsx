import { useAppSelector } from '../../app/hooks'
import { forecastApi } from './forecastApi'
import { CITY } from './ForecastWidget'

/**
 * The middleware tracks subscribers and copies them into the store at most
 * every 500 ms; this reads that copy for the cache entry of getForecast(CITY).
 */
export function SubscriberCount() {
  const count = useAppSelector((state) => {
    const entry = forecastApi.util
      .selectEntriesForEndpoint(state, 'getForecast')
      .find((candidate) => candidate.originalArgs === CITY)
    const subscribers = entry
      ? state.forecastApi.subscriptions[entry.queryCacheKey]
      : undefined
    return Object.keys(subscribers ?? {}).length
  })

  return (
    <p>
      Subscribers to getForecast('{CITY}'): <output>{count}</output>
    </p>
  )
}
