import { api, useGetNotesQuery } from '../../app/api'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { loggedOut, selectRenewals, selectSession } from '../auth/authSlice'

export function Notes() {
  const dispatch = useAppDispatch()
  const session = useAppSelector(selectSession)
  const renewals = useAppSelector(selectRenewals)
  const {
    data: notes,
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useGetNotesQuery()

  function logOut() {
    dispatch(loggedOut())
    // Drop every cached response: the next user must not see these notes.
    dispatch(api.util.resetApiState())
  }

  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Private notes</h2>
      <p>
        Signed in as {session?.username}. Access token renewed {renewals}{' '}
        {renewals === 1 ? 'time' : 'times'}.{' '}
        <button onClick={logOut}>Log out</button>
      </p>
      <p role="status">
        {isLoading ? 'Loading notes…' : isFetching ? 'Reloading…' : ''}
      </p>
      {isError && (
        <p role="alert" className="error">
          Could not load your notes.
        </p>
      )}
      {notes && (
        <ul aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id}>{note.text}</li>
          ))}
        </ul>
      )}
      <button onClick={() => refetch()} disabled={isFetching}>
        Reload notes
      </button>
    </section>
  )
}
