import { TicketsAfter } from './features/after/TicketsAfter'
import { TicketsBefore } from './features/before/TicketsBefore'

const column = { flex: '1 1 20rem' }

export default function App() {
  return (
    <main>
      <h1>Support tickets, loaded two ways</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
        <section aria-labelledby="before" style={column}>
          <h2 id="before">Before: createAsyncThunk</h2>
          <p>
            A thunk, a slice with status, error and items, three reducers, a
            guard against double loads, and an effect to start it.
          </p>
          <TicketsBefore />
        </section>
        <section aria-labelledby="after" style={column}>
          <h2 id="after">After: RTK Query</h2>
          <p>
            One endpoint. The generated hook loads, tracks status and errors,
            and caches the result.
          </p>
          <TicketsAfter />
        </section>
      </div>
    </main>
  )
}
