import { PackingList } from './features/packing/PackingList'

export default function App() {
  return (
    <main>
      <h1>Weekend camping trip</h1>
      <PackingList />
    </main>
  )
}
