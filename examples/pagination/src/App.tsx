import { BookList } from './features/books/BookList'

export default function App() {
  return (
    <main>
      <h1>Library catalogue</h1>
      <BookList />
    </main>
  )
}
