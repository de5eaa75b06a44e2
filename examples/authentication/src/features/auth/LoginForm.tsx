import { useState } from 'react'
import { useLogInMutation } from '../../app/api'
import { useAppDispatch } from '../../app/hooks'
import { loggedIn } from './authSlice'

export function LoginForm() {
  const dispatch = useAppDispatch()
  const [logIn, { isLoading, isError }] = useLogInMutation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')

  async function handleLogIn() {
    try {
      dispatch(loggedIn(await logIn({ username, password }).unwrap()))
    } catch {
      // isError shows the message below.
    }
  }

  return (
    <section aria-labelledby="login-heading">
      <h2 id="login-heading">Log in</h2>
      <p>Try the user ada with the password lovelace.</p>
      <p>
        <label>
          Username{' '}
          <input
            value={username}
            autoComplete="username"
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
      </p>
      <p>
        <label>
          Password{' '}
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
      </p>
      <button onClick={handleLogIn} disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </button>
      <p role="status" className={isError ? 'error' : undefined}>
        {isError ? 'Wrong username or password.' : ''}
      </p>
    </section>
  )
}
