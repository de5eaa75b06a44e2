import { useGetPostQuery } from './postsApi'

export function PostDetail({ id }: { id: number }) {
  const { data: post, isFetching, isError, refetch } = useGetPostQuery(id)

  if (isFetching) return <p role="status">Loading the post…</p>
  if (isError || !post) {
    return (
      <div role="alert">
        <p className="error">Could not load this post.</p>
        <button onClick={() => refetch()}>Try again</button>
      </div>
    )
  }

  return (
    <article aria-labelledby="post-title">
      <h2 id="post-title">{post.title}</h2>
      <p>
        <em>by {post.author}</em>
      </p>
      <p>{post.body}</p>
    </article>
  )
}
