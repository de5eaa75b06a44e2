import { useEffect, useRef } from 'react'
import { useGetTrailsInfiniteQuery } from './trailsApi'

export function TrailFeed() {
  const {
    data,
    isLoading,
    isError,
    isFetchNextPageError,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    refetch,
  } = useGetTrailsInfiniteQuery()
  const scrollBox = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)

  // Load the next page when the sentinel below the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasNextPage || isFetchingNextPage) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void fetchNextPage()
      },
      { root: scrollBox.current },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (isLoading) return <p role="status">Loading trails…</p>
  if (!data) {
    return (
      <p role="alert" className="error">
        Could not load trails. <button onClick={() => refetch()}>Retry</button>
      </p>
    )
  }

  const trails = data.pages.flatMap((page) => page.trails)
  return (
    <section aria-label="Trails">
      <div
        ref={scrollBox}
        role="region"
        aria-label="Trail list"
        tabIndex={0}
        style={{ maxHeight: 200, overflowY: 'auto', border: '1px solid' }}
      >
        <ul>
          {trails.map((trail) => (
            <li key={trail.id}>
              <strong>{trail.name}</strong>
              <br />
              {trail.region} · {trail.km} km
            </li>
          ))}
        </ul>
        <div ref={sentinel} style={{ height: 1 }} />
      </div>
      <p>
        Showing {trails.length} trails{' '}
        <span role="status">
          {isFetchingNextPage
            ? 'Loading more…'
            : hasNextPage
              ? ''
              : 'No more items'}
        </span>
      </p>
      {isError && isFetchNextPageError && (
        <p role="alert" className="error">
          The next page failed to load.
        </p>
      )}
      <button
        onClick={() => fetchNextPage()}
        disabled={!hasNextPage || isFetchingNextPage}
      >
        Load more
      </button>
    </section>
  )
}
