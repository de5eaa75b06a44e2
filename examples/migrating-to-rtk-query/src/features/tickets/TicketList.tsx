export interface Ticket {
  id: number
  title: string
  priority: 'low' | 'medium' | 'high'
}

// Both versions render the tickets with this same component.
export function TicketList({ tickets }: { tickets: Ticket[] }) {
  return (
    <ul aria-label="Tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          #{ticket.id} {ticket.title} ({ticket.priority})
        </li>
      ))}
    </ul>
  )
}
