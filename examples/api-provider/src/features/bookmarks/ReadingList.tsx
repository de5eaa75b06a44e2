import { useState } from 'react'
import { useAddBookmarkMutation, useGetBookmarksQuery } from './bookmarksApi'

export function ReadingList() {
  const {
    data = [],
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useGetBookmarksQuery()
  const [addBookmark, { isLoading: isAdding, isError: addFailed, reset }] =
    useAddBookmarkMutation()
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')

  async function handleAdd() {
    reset()
    try {
      await addBookmark({ title, url }).unwrap()
      setTitle('')
      setUrl('')
    } catch {
      // The mutation's isError flag shows the message below.
    }
  }

  return (
    <section>
      <p>
        <label>
          Title{' '}
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>{' '}
        <label>
          Link <input value={url} onChange={(e) => setUrl(e.target.value)} />
        </label>{' '}
        <button onClick={handleAdd} disabled={isAdding}>
          {isAdding ? 'Saving…' : 'Add bookmark'}
        </button>
      </p>
      <p role="status">
        {isLoading
          ? 'Loading bookmarks…'
          : isFetching
            ? 'Refreshing the list…'
            : `${data.length} bookmarks`}
      </p>
      <button onClick={refetch} disabled={isFetching}>
        Reload list
      </button>
      {isError && (
        <p className="error" role="alert">
          Could not load the bookmarks.
        </p>
      )}
      {addFailed && (
        <p className="error" role="alert">
          The bookmark was not saved. Try again.
        </p>
      )}
      <ul aria-label="Bookmarks" aria-busy={isFetching}>
        {data.map((bookmark) => (
          <li key={bookmark.id}>
            <a href={bookmark.url}>{bookmark.title}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
