import { useEffect, useMemo, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { targetsApi, useGetTargetsQuery, usePrefetch } from './targetsApi'

export function TargetPager() {
  const [page, setPage] = useState(1)
  // `currentData` is only ever this page's data, never the previous page's.
  const { data, currentData, isFetching, isError, refetch } =
    useGetTargetsQuery({ page })
  // Skips the request when that page was cached less than 60 seconds ago.
  const prefetchTargets = usePrefetch('getTargets', { ifOlderThan: 60 })
  const totalPages = data?.totalPages
  const hasNext = totalPages !== undefined && page < totalPages

  // As soon as this page is on screen, fetch the next one in the background.
  const shown = currentData !== undefined
  useEffect(() => {
    if (shown && hasNext) prefetchTargets({ page: page + 1 })
  }, [shown, hasNext, page, prefetchTargets])

  // Reads the next page's cache entry from the store without subscribing.
  const selectNextPage = useMemo(
    () => targetsApi.endpoints.getTargets.select({ page: page + 1 }),
    [page],
  )
  const next = useAppSelector(selectNextPage)

  let nextPageNote = ''
  if (shown) {
    const nextPage = page + 1
    if (!hasNext) nextPageNote = 'This is the last page.'
    else if (next.isSuccess) nextPageNote = `Page ${nextPage}: prefetched`
    else if (next.isError)
      nextPageNote = `Page ${nextPage}: prefetch failed, it loads when opened`
    else nextPageNote = `Page ${nextPage}: prefetching…`
  }

  return (
    <section aria-label="Targets">
      {currentData ? (
        <ul>
          {currentData.targets.map((target) => (
            <li key={target.id}>
              <strong>{target.id}</strong> {target.name} · {target.kind} in{' '}
              {target.constellation}
            </li>
          ))}
        </ul>
      ) : isError && !isFetching ? (
        <p role="alert" className="error">
          Page {page} failed to load.{' '}
          <button onClick={() => refetch()}>Retry</button>
        </p>
      ) : null}
      <p>
        Page {page} of {totalPages ?? '…'}{' '}
        <span role="status">{isFetching ? `Loading page ${page}…` : ''}</span>
      </p>
      <p>{nextPageNote}</p>
      <nav aria-label="Pages">
        <button onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>{' '}
        <button onClick={() => setPage(page + 1)} disabled={!hasNext}>
          Next
        </button>
      </nav>
    </section>
  )
}
