import { useState } from 'react'
import {
  CacheEntryInfo,
  DeparturesBoard,
} from './features/departures/DeparturesBoard'

export default function App() {
  const [showBoard, setShowBoard] = useState(true)
  const [alwaysRefetch, setAlwaysRefetch] = useState(false)

  return (
    <main>
      <h1>Airport departures</h1>
      <p>
        Unused data stays cached for 5 s. Leave this tab or window and come back
        to refetch on focus.
      </p>
      <p>
        <label>
          <input
            type="checkbox"
            checked={showBoard}
            onChange={(event) => setShowBoard(event.target.checked)}
          />{' '}
          Show the board
        </label>
      </p>
      <p>
        <label>
          <input
            type="checkbox"
            checked={alwaysRefetch}
            onChange={(event) => setAlwaysRefetch(event.target.checked)}
          />{' '}
          Refetch on mount (refetchOnMountOrArgChange)
        </label>
      </p>
      <CacheEntryInfo />
      {showBoard && <DeparturesBoard alwaysRefetch={alwaysRefetch} />}
    </main>
  )
}
