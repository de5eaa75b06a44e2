import { useState } from 'react'
import { useGetTicketsQuery, useResolveTicketMutation } from './ticketsApi'

export function TicketList() {
  const [polling, setPolling] = useState(false)
  const {
    data: tickets,
    error,
    isLoading,
    isFetching,
    fulfilledTimeStamp,
    refetch,
  } = useGetTicketsQuery(undefined, { pollingInterval: polling ? 2000 : 0 })
  const [resolveTicket, { isLoading: isResolving }] = useResolveTicketMutation()

  const updatedAt = fulfilledTimeStamp
    ? new Date(fulfilledTimeStamp).toLocaleTimeString()
    : 'never'

  return (
    <section aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={polling}
            onChange={(event) => setPolling(event.target.checked)}
          />{' '}
          Refresh every 2 seconds
        </label>{' '}
        <button onClick={() => refetch()} disabled={isFetching}>
          Refresh now
        </button>
      </p>
      <p role="status">
        {isFetching ? 'Refreshing…' : `Last updated at ${updatedAt}`}
      </p>
      {/* After a failed refetch, data still holds the last good list. */}
      {error && (
        <p role="alert" className="error">
          Could not refresh the tickets (
          {'status' in error ? error.status : error.message}). Showing the last
          list received.
        </p>
      )}
      {isLoading && <p>Loading tickets…</p>}
      {tickets && (
        <ul aria-label="Tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <strong>{ticket.subject}</strong> ({ticket.customer}):{' '}
              {ticket.status}{' '}
              {ticket.status === 'open' && (
                <button
                  onClick={() => resolveTicket(ticket.id)}
                  disabled={isResolving}
                >
                  Resolve “{ticket.subject}”
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
