import { useAppSelector } from './app/hooks'
import { LoginForm } from './features/auth/LoginForm'
import { selectSession } from './features/auth/authSlice'
import { Notes } from './features/notes/Notes'

export default function App() {
  const session = useAppSelector(selectSession)

  return (
    <main>
      <h1>Field notebook</h1>
      {session ? <Notes /> : <LoginForm />}
    </main>
  )
}
