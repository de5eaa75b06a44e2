import { OpenCount } from './features/tickets/OpenCount'
import { TicketList } from './features/tickets/TicketList'

export default function App() {
  return (
    <main>
      <h1>Support inbox</h1>
      <OpenCount />
      <TicketList />
    </main>
  )
}
