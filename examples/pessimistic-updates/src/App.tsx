import { useState } from 'react'
import { ArticleEditor } from './features/articles/ArticleEditor'
import { ArticleList } from './features/articles/ArticleList'

export default function App() {
  const [editingId, setEditingId] = useState<number | null>(null)

  return (
    <main>
      <h1>Release notes</h1>
      <ArticleList onEdit={setEditingId} />
      {editingId === null ? (
        <p>Choose an article to rename it.</p>
      ) : (
        <ArticleEditor id={editingId} />
      )}
    </main>
  )
}
