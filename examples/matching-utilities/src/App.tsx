import { Dashboard } from './features/dashboard/Dashboard'

export default function App() {
  return (
    <main>
      <h1>Team dashboard</h1>
      <p>
        One slice counts the requests in flight and keeps the last error for
        every thunk, with matchers instead of a case per action. Use "Fail next
        request" to make the team request throw.
      </p>
      <Dashboard />
    </main>
  )
}
