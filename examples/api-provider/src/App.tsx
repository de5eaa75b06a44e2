import { ReadingList } from './features/bookmarks/ReadingList'

export default function App() {
  return (
    <main>
      <h1>Reading list</h1>
      <p>
        There is no <code>configureStore</code> call and no react-redux{' '}
        <code>Provider</code> here: <code>ApiProvider</code> creates a store
        that holds only this API's reducer and middleware. Its actions still
        show in the actions pane: the queries and mutations dispatch them like
        in any other store.
      </p>
      <ReadingList />
    </main>
  )
}
