import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Target {
  id: string
  name: string
  kind: string
  constellation: string
}

export interface TargetPage {
  targets: Target[]
  totalPages: number
}

export const targetsApi = createApi({
  reducerPath: 'targetsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getTargets: build.query<TargetPage, { page: number }>({
      query: ({ page }) => `targets?page=${page}`,
    }),
  }),
})

export const { useGetTargetsQuery, usePrefetch } = targetsApi
