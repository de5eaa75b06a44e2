import { store } from './app/store'
import { ticketsApi } from './features/tickets/ticketsApi'
import { createTicketsView } from './features/tickets/ticketsView'
import { worker } from './mocks/browser'

const { getOpenTickets, resolveTicket } = ticketsApi.endpoints
// A memoized selector for the cache entry of getOpenTickets().
const selectOpenTickets = getOpenTickets.select()

// Like a component mounting: adds a subscriber and fetches if needed.
const subscribe = () => store.dispatch(getOpenTickets.initiate())
let subscription: ReturnType<typeof subscribe> | undefined
let resolveError = ''

const render = createTicketsView(document.getElementById('root')!, {
  onRefresh() {
    subscription?.refetch()
  },
  onToggleSubscription() {
    if (subscription) {
      // Like a component unmounting: the data stays cached for 60 s, but
      // nothing refetches it, and an invalidated entry is dropped.
      subscription.unsubscribe()
      subscription = undefined
    } else {
      subscription = subscribe()
    }
    update()
  },
  async onResolve(id) {
    try {
      // track: false keeps this one-off request out of the store.
      await store
        .dispatch(resolveTicket.initiate(id, { track: false }))
        .unwrap()
      resolveError = ''
    } catch {
      resolveError = `Could not resolve #${id}.`
    }
    update()
  },
})

function update() {
  const entry = selectOpenTickets(store.getState())
  render({
    subscribed: subscription !== undefined,
    isPending: entry.isLoading,
    isError: entry.isError,
    queue: entry.data,
    resolveError,
  })
}

worker.start({ onUnhandledRequest: 'bypass' }).then(() => {
  subscription = subscribe()
  update()
  // Re-render when the cache entry changes, not on every action.
  let lastEntry = selectOpenTickets(store.getState())
  store.subscribe(() => {
    const entry = selectOpenTickets(store.getState())
    if (entry !== lastEntry) {
      lastEntry = entry
      update()
    }
  })
})
