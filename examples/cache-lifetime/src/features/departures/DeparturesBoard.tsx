import { useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { departuresApi, useGetDeparturesQuery } from './departuresApi'

const formatTime = (timeStamp: number) =>
  new Date(timeStamp).toLocaleTimeString('en-GB', {
    hour12: false,
    fractionalSecondDigits: 3,
  })

export function DeparturesBoard({ alwaysRefetch }: { alwaysRefetch: boolean }) {
  const { data, fulfilledTimeStamp, isLoading, isFetching, isError } =
    useGetDeparturesQuery(undefined, {
      refetchOnMountOrArgChange: alwaysRefetch,
    })
  // The timestamp this board saw when it mounted: unchanged means cached data.
  const [timeStampAtMount] = useState(fulfilledTimeStamp)
  const fromCache = fulfilledTimeStamp === timeStampAtMount

  return (
    <section aria-labelledby="board-heading" aria-busy={isFetching}>
      <h2 id="board-heading">Departures</h2>
      <p role="status">
        {isLoading && 'Loading departures…'}
        {isFetching && !isLoading && 'Refreshing departures…'}
        {isError && !isFetching && (
          <span className="error">Could not load departures.</span>
        )}
        {data && !isFetching && (
          <>
            Response #{data.responseNumber}:{' '}
            {fromCache
              ? 'from the cache, no request since this board mounted.'
              : 'from a request made after this board mounted.'}
          </>
        )}
      </p>
      {data && (
        <ul>
          {data.departures.map((departure) => (
            <li key={departure.flight}>
              {departure.time} {departure.flight} to {departure.destination}:{' '}
              {departure.status}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Reads the cache entry straight from the store, mounted or not. */
export function CacheEntryInfo() {
  const entry = useAppSelector(departuresApi.endpoints.getDepartures.select())

  return (
    <p role="status" aria-label="Cache entry">
      {entry.isUninitialized
        ? 'No cache entry for getDepartures().'
        : `Cache entry: ${entry.status}, response #${
            entry.data?.responseNumber ?? '–'
          }, fulfilledTimeStamp ${entry.fulfilledTimeStamp ?? '–'}${
            entry.fulfilledTimeStamp
              ? ` (${formatTime(entry.fulfilledTimeStamp)})`
              : ''
          }.`}
    </p>
  )
}
