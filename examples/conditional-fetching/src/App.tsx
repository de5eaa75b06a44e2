import { useState } from 'react'
import { UserDetails } from './features/users/UserDetails'
import { useGetUsersQuery } from './features/users/usersApi'

export default function App() {
  const [userId, setUserId] = useState<number | null>(null)
  const { data: users = [], isLoading, isError } = useGetUsersQuery()

  return (
    <main>
      <h1>Team directory</h1>
      {isError && (
        <p role="alert" className="error">
          Could not load the team.
        </p>
      )}
      <label>
        Team member{' '}
        <select
          value={userId ?? ''}
          disabled={isLoading}
          onChange={(event) =>
            setUserId(event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">{isLoading ? 'Loading team…' : 'Nobody'}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </label>
      <UserDetails userId={userId} />
    </main>
  )
}
