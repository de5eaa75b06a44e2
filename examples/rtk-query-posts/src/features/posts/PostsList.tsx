import { useGetPostsQuery } from './postsApi'

interface PostsListProps {
  selectedId: number | null
  onSelect: (id: number) => void
}

export function PostsList({ selectedId, onSelect }: PostsListProps) {
  const {
    data: posts,
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useGetPostsQuery()

  if (isLoading) return <p role="status">Loading posts…</p>
  if (isError || !posts) {
    return (
      <div role="alert">
        <p className="error">Could not load the posts.</p>
        <button onClick={() => refetch()}>Try again</button>
      </div>
    )
  }

  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading">Posts</h2>
      <p role="status">{isFetching ? 'Updating the list…' : ''}</p>
      <ul aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <button
              aria-pressed={post.id === selectedId}
              onClick={() => onSelect(post.id)}
            >
              {post.title}
            </button>{' '}
            by {post.author}
          </li>
        ))}
      </ul>
    </section>
  )
}
