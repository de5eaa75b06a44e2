import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Bookmark {
  id: number
  title: string
  url: string
}

export const bookmarksApi = createApi({
  reducerPath: 'bookmarksApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Bookmark'],
  endpoints: (build) => ({
    getBookmarks: build.query<Bookmark[], void>({
      query: () => '/bookmarks',
      providesTags: ['Bookmark'],
    }),
    addBookmark: build.mutation<Bookmark, Omit<Bookmark, 'id'>>({
      query: (bookmark) => ({
        url: '/bookmarks',
        method: 'POST',
        body: bookmark,
      }),
      // Marks the list stale after a save, so the query above fetches it
      // again. A failed save would invalidate too; `result` skips that.
      invalidatesTags: (result) => (result ? ['Bookmark'] : []),
    }),
  }),
})

export const { useGetBookmarksQuery, useAddBookmarkMutation } = bookmarksApi
