import { TicketList } from '../tickets/TicketList'
import { useGetTicketsQuery } from './ticketsApi'

export function TicketsAfter() {
  // Loads on mount, tracks loading and errors, caches the result.
  const { data = [], isFetching, error, refetch } = useGetTicketsQuery()

  return (
    <>
      <button onClick={refetch}>Refresh</button>
      <p role="status">{isFetching ? 'Loading…' : `${data.length} tickets`}</p>
      {error && (
        <p className="error">
          Could not load tickets: Server answered{' '}
          {'status' in error ? error.status : error.message}
        </p>
      )}
      <TicketList tickets={data} />
    </>
  )
}
