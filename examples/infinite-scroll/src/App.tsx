import { TrailFeed } from './features/trails/TrailFeed'

export default function App() {
  return (
    <main>
      <h1>Trail finder</h1>
      <p>Scroll to the end of the list, or press Load more.</p>
      <TrailFeed />
    </main>
  )
}
