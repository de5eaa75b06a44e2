import { useState } from 'react'
import { useAddPostMutation } from './postsApi'

export function AddPostForm() {
  const [addPost, { isLoading, isError }] = useAddPostMutation()
  const [title, setTitle] = useState('')
  const [author, setAuthor] = useState('')
  const [body, setBody] = useState('')

  const canSave = title.trim() !== '' && author.trim() !== '' && !isLoading

  async function handleAdd() {
    try {
      await addPost({ title, author, body }).unwrap()
      setTitle('')
      setBody('')
    } catch {
      // The error shows through isError; the fields keep what was typed.
    }
  }

  return (
    <section aria-labelledby="add-heading">
      <h2 id="add-heading">Add a post</h2>
      <p>
        <label>
          Title{' '}
          <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
      </p>
      <p>
        <label>
          Author{' '}
          <input value={author} onChange={(e) => setAuthor(e.target.value)} />
        </label>
      </p>
      <p>
        <label>
          Body{' '}
          <textarea value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
      </p>
      <button onClick={handleAdd} disabled={!canSave}>
        {isLoading ? 'Saving…' : 'Add post'}
      </button>
      <p role="status" className={isError ? 'error' : undefined}>
        {isError ? 'Could not save the post. Try again.' : ''}
      </p>
    </section>
  )
}
