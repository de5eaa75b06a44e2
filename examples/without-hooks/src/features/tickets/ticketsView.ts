import type { TicketQueue } from './ticketsApi'

export interface TicketsViewState {
  subscribed: boolean
  isPending: boolean
  isError: boolean
  queue: TicketQueue | undefined
  resolveError: string
}

interface TicketsViewActions {
  onRefresh(): void
  onToggleSubscription(): void
  onResolve(id: number): void
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  created.textContent = text
  return created
}

/** Builds the page once and returns a function that updates it. */
export function createTicketsView(
  root: HTMLElement,
  actions: TicketsViewActions,
) {
  const main = element('main')
  const refresh = element('button', 'Refresh')
  const toggle = element('button')
  const status = element('p')
  const resolveError = element('p')
  const list = element('ul')
  refresh.addEventListener('click', () => actions.onRefresh())
  toggle.addEventListener('click', () => actions.onToggleSubscription())
  status.setAttribute('role', 'status')
  resolveError.setAttribute('role', 'alert')
  resolveError.className = 'error'
  list.setAttribute('aria-label', 'Open tickets')
  const controls = element('p')
  controls.append(refresh, ' ', toggle)
  main.append(element('h1', 'Support queue'), controls, status)
  main.append(resolveError, list)
  root.replaceChildren(main)

  return function render(state: TicketsViewState) {
    const { subscribed, isPending, isError, queue } = state
    refresh.disabled = !subscribed || isPending
    toggle.textContent = subscribed ? 'Unsubscribe' : 'Subscribe'
    status.className = isError && !isPending ? 'error' : ''
    status.textContent = isPending
      ? queue
        ? 'Refreshing tickets…'
        : 'Loading tickets…'
      : isError
        ? 'Could not load the tickets.'
        : queue
          ? `${subscribed ? 'Subscribed' : 'Not subscribed'}: response #${
              queue.responseNumber
            }, ${queue.tickets.length} open tickets.`
          : `${subscribed ? 'Subscribed' : 'Not subscribed'}: no tickets in the cache.`
    resolveError.textContent = state.resolveError
    list.replaceChildren(
      ...(queue?.tickets ?? []).map((ticket) => {
        const resolve = element('button', `Resolve #${ticket.id}`)
        resolve.addEventListener('click', () => actions.onResolve(ticket.id))
        const item = element('li')
        item.append(`#${ticket.id} ${ticket.subject} (${ticket.customer}) `)
        item.append(resolve)
        return item
      }),
    )
  }
}
