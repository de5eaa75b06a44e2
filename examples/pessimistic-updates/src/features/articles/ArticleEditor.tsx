import { useState } from 'react'
import {
  useGetArticleQuery,
  useRenameArticleMutation,
  type Article,
} from './articlesApi'

export function ArticleEditor({ id }: { id: number }) {
  // currentData belongs to this id only; data would still hold the last
  // article while another one loads.
  const { currentData: article, isError } = useGetArticleQuery(id)

  if (isError) {
    return (
      <p role="alert" className="error">
        Could not load the article.
      </p>
    )
  }
  if (!article) return <p role="status">Loading the article…</p>
  // A new key after each saved revision starts the form from the saved title.
  return (
    <TitleForm key={`${article.id}-${article.revision}`} article={article} />
  )
}

function TitleForm({ article }: { article: Article }) {
  const [title, setTitle] = useState(article.title)
  const [renameArticle, { isLoading: isSaving, error }] =
    useRenameArticleMutation()

  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading">
        Editing revision {article.revision} of “{article.title}”
      </h2>
      <p>
        <label>
          Title{' '}
          <input
            value={title}
            disabled={isSaving}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>{' '}
        <button
          disabled={isSaving || title.trim() === ''}
          onClick={() => renameArticle({ id: article.id, title: title.trim() })}
        >
          Save
        </button>
      </p>
      <p role="status">
        {isSaving ? 'Saving… the list changes when the server answers.' : ''}
      </p>
      {error && (
        <p role="alert" className="error">
          Could not save: the server answered{' '}
          {'status' in error ? error.status : 'with an error'}. Nothing was
          changed.
        </p>
      )}
    </section>
  )
}
