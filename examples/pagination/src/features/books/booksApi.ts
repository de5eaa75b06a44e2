import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Book {
  id: number
  title: string
  author: string
  year: number
}

export interface BookPage {
  books: Book[]
  page: number
  totalPages: number
}

export const PAGE_SIZE = 5

export const booksApi = createApi({
  reducerPath: 'booksApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    // Each page is its own cache entry, keyed by the { page } argument.
    getBooks: build.query<BookPage, { page: number }>({
      query: ({ page }) => ({
        url: 'books',
        params: { page, limit: PAGE_SIZE },
      }),
    }),
  }),
})

export const { useGetBooksQuery } = booksApi
