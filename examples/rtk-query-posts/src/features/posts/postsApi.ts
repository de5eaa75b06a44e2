import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface PostSummary {
  id: number
  title: string
  author: string
}

export interface Post extends PostSummary {
  body: string
}

export type NewPost = Omit<Post, 'id'>

export const postsApi = createApi({
  reducerPath: 'postsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Post'],
  endpoints: (build) => ({
    // The list answers with summaries: titles and authors, no bodies.
    getPosts: build.query<PostSummary[], void>({
      query: () => '/posts',
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Post' as const, id })),
        { type: 'Post', id: 'LIST' },
      ],
    }),
    // One post with its body, cached per id.
    getPost: build.query<Post, number>({
      query: (id) => `/posts/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
    // Invalidating 'LIST' makes every subscribed getPosts query refetch.
    // invalidatesTags also runs when the request fails: nothing was saved
    // then, so the function returns no tags and the list stays as it is.
    addPost: build.mutation<Post, NewPost>({
      query: (post) => ({ url: '/posts', method: 'POST', body: post }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Post', id: 'LIST' }],
    }),
  }),
})

export const { useGetPostsQuery, useGetPostQuery, useAddPostMutation } =
  postsApi
