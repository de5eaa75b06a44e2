import { QuoteBoard } from './features/quotes/QuoteBoard'

export default function App() {
  return (
    <main>
      <h1>Commodity prices</h1>
      <QuoteBoard />
    </main>
  )
}
