import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { TicketList } from '../tickets/TicketList'
import { fetchTickets, selectTickets } from './ticketsSlice'

export function TicketsBefore() {
  const dispatch = useAppDispatch()
  const { items, status, error } = useAppSelector(selectTickets)

  // Start the first load ourselves.
  useEffect(() => {
    dispatch(fetchTickets())
  }, [dispatch])

  return (
    <>
      <button onClick={() => dispatch(fetchTickets())}>Refresh</button>
      <p role="status">
        {status === 'loading' ? 'Loading…' : `${items.length} tickets`}
      </p>
      {error && <p className="error">Could not load tickets: {error}</p>}
      <TicketList tickets={items} />
    </>
  )
}
