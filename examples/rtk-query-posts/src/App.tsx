import { useState } from 'react'
import { AddPostForm } from './features/posts/AddPostForm'
import { PostDetail } from './features/posts/PostDetail'
import { PostsList } from './features/posts/PostsList'

export default function App() {
  const [selectedId, setSelectedId] = useState<number | null>(null)

  return (
    <main>
      <h1>Garden club journal</h1>
      <PostsList selectedId={selectedId} onSelect={setSelectedId} />
      {selectedId === null ? (
        <p>Choose a post to read it.</p>
      ) : (
        <PostDetail id={selectedId} />
      )}
      <AddPostForm />
    </main>
  )
}
