import { Pantry } from './features/pantry/Pantry'

export default function App() {
  return (
    <main>
      <h1>Pantry</h1>
      <p>
        Items live in an entity adapter's normalized state. Add, rename or
        remove one, or apply the weekly stock count: the list stays sorted by
        name.
      </p>
      <Pantry />
    </main>
  )
}
