import { TargetPager } from './features/targets/TargetPager'

export default function App() {
  return (
    <main>
      <h1>Observing list</h1>
      <TargetPager />
    </main>
  )
}
