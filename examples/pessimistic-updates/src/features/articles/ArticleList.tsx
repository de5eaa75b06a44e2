import { useGetArticlesQuery } from './articlesApi'

export function ArticleList({ onEdit }: { onEdit: (id: number) => void }) {
  const { data: articles, isLoading, isError } = useGetArticlesQuery()

  if (isLoading) return <p role="status">Loading articles…</p>
  if (isError || !articles) {
    return (
      <p role="alert" className="error">
        Could not load the articles.
      </p>
    )
  }

  return (
    <ul aria-label="Articles">
      {articles.map((article) => (
        <li key={article.id}>
          <strong>{article.title}</strong> <code>/notes/{article.slug}</code>{' '}
          (revision {article.revision}){' '}
          <button
            aria-label={`Edit ${article.title}`}
            onClick={() => onEdit(article.id)}
          >
            Edit
          </button>
        </li>
      ))}
    </ul>
  )
}
