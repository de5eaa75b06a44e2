import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Article {
  id: number
  title: string
  // The server derives the slug from the title and counts revisions,
  // so the client cannot know them before the server answers.
  slug: string
  revision: number
}

export const articlesApi = createApi({
  reducerPath: 'articlesApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getArticles: build.query<Article[], void>({
      query: () => '/articles',
    }),
    getArticle: build.query<Article, number>({
      query: (id) => `/articles/${id}`,
    }),
    renameArticle: build.mutation<Article, Pick<Article, 'id' | 'title'>>({
      query: ({ id, title }) => ({
        url: `/articles/${id}`,
        method: 'PATCH',
        body: { title },
      }),
      // Wait for the server, then copy its answer into both cache entries.
      // No refetch: the response already holds the saved article.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: saved } = await queryFulfilled
          dispatch(
            articlesApi.util.updateQueryData(
              'getArticles',
              undefined,
              (articles) => {
                const index = articles.findIndex((a) => a.id === saved.id)
                if (index !== -1) articles[index] = saved
              },
            ),
          )
          dispatch(
            articlesApi.util.upsertQueryData('getArticle', saved.id, saved),
          )
        } catch {
          // Nothing was saved, so the cache stays as it is. The component
          // shows the error from the mutation's result.
        }
      },
    }),
  }),
})

export const {
  useGetArticlesQuery,
  useGetArticleQuery,
  useRenameArticleMutation,
} = articlesApi
