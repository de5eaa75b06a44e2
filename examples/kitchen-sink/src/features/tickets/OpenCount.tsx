import { useGetTicketsQuery } from './ticketsApi'

export function OpenCount() {
  // selectFromResult picks one number out of the cached list. This component
  // re-renders only when that number changes, not on every refetch.
  const { openCount } = useGetTicketsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      openCount: data?.filter((ticket) => ticket.status === 'open').length,
    }),
  })

  return (
    <p>
      Open tickets:{' '}
      <output aria-label="Open tickets">{openCount ?? '…'}</output>
    </p>
  )
}
