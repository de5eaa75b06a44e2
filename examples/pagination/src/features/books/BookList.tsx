import { useState } from 'react'
import { useGetBooksQuery } from './booksApi'

export function BookList() {
  const [page, setPage] = useState(1)
  // While a new page loads, `data` still holds the last page that arrived,
  // so the list stays on screen (dimmed) instead of flashing a spinner.
  const { data, isLoading, isFetching, isError, refetch } = useGetBooksQuery({
    page,
  })

  if (isLoading) return <p role="status">Loading books…</p>
  if (!data) {
    return (
      <p role="alert" className="error">
        Could not load the catalogue.{' '}
        <button onClick={() => refetch()}>Try again</button>
      </p>
    )
  }

  const stale = data.page !== page
  return (
    <section aria-label="Books">
      <ul style={{ opacity: stale ? 0.5 : 1 }}>
        {data.books.map((book) => (
          <li key={book.id}>
            <strong>{book.title}</strong> — {book.author} ({book.year})
          </li>
        ))}
      </ul>
      <p>
        Page {page} of {data.totalPages}{' '}
        <span role="status">{isFetching ? `Loading page ${page}…` : ''}</span>
      </p>
      {isError && !isFetching && (
        <p role="alert" className="error">
          Page {page} failed to load; still showing page {data.page}.{' '}
          <button onClick={() => refetch()}>Retry</button>
        </p>
      )}
      <nav aria-label="Pages">
        <button onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>{' '}
        <button
          onClick={() => setPage(page + 1)}
          disabled={page >= data.totalPages}
        >
          Next
        </button>
      </nav>
    </section>
  )
}
