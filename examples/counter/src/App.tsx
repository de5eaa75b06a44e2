import { Counter } from './features/counter/Counter'

export default function App() {
  return (
    <main>
      <h1>Redux Toolkit counter</h1>
      <Counter />
    </main>
  )
}
