import { useEffect, useState } from 'react'
import { useGetQuotesQuery } from './quotesApi'

const INTERVALS = [1000, 3000, 10000]

export function QuoteBoard() {
  const [polling, setPolling] = useState(true)
  const [intervalMs, setIntervalMs] = useState(3000)
  // A pollingInterval of 0 turns polling off; changing it restarts the timer.
  const { data, isLoading, isFetching, isError, fulfilledTimeStamp, refetch } =
    useGetQuotesQuery(undefined, { pollingInterval: polling ? intervalMs : 0 })
  const now = useNow()

  if (isLoading) return <p role="status">Loading prices…</p>
  if (!data) {
    return (
      <p role="alert" className="error">
        Could not load prices. <button onClick={() => refetch()}>Retry</button>
      </p>
    )
  }

  const updatedAt = fulfilledTimeStamp ?? now
  const secondsAgo = Math.max(0, Math.floor((now - updatedAt) / 1000))
  return (
    <section aria-label="Price board">
      <p>
        <button onClick={() => setPolling(!polling)}>
          {polling ? 'Stop polling' : 'Start polling'}
        </button>{' '}
        <label>
          Refresh every{' '}
          <select
            value={intervalMs}
            onChange={(event) => setIntervalMs(Number(event.target.value))}
          >
            {INTERVALS.map((ms) => (
              <option key={ms} value={ms}>
                {ms / 1000} s
              </option>
            ))}
          </select>
        </label>{' '}
        <button onClick={() => refetch()}>Refresh now</button>
      </p>
      <p role="status">
        {polling ? `Polling every ${intervalMs / 1000} s` : 'Stopped'}
      </p>
      <table>
        <caption>
          Last updated {new Date(updatedAt).toLocaleTimeString()} ({secondsAgo}{' '}
          s ago){isFetching ? ' · refreshing…' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Commodity</th>
            <th scope="col">Price</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {data.map((quote) => (
            <tr key={quote.symbol}>
              <th scope="row">{quote.name}</th>
              <td>
                {quote.price.toFixed(quote.price < 10 ? 3 : 2)} {quote.unit}
              </td>
              <td>
                {quote.change >= 0 ? '▲' : '▼'}{' '}
                {Math.abs(quote.change).toFixed(2)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {isError && (
        <p role="alert" className="error">
          The last refresh failed; these prices may be out of date.
        </p>
      )}
    </section>
  )
}

/** The current time, updated every second, so "s ago" counts up. */
function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}
