import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Trail {
  id: number
  name: string
  region: string
  km: number
}

export interface TrailPage {
  trails: Trail[]
  nextPage: number | null
}

export const trailsApi = createApi({
  reducerPath: 'trailsApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    // One cache entry holds every page fetched so far: { pages, pageParams }.
    // No query argument (void); the page param is the page number.
    getTrails: build.infiniteQuery<TrailPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Returning undefined means there is no next page (hasNextPage: false).
        getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
      },
      query: ({ pageParam }) => `trails?page=${pageParam}`,
    }),
  }),
})

export const { useGetTrailsInfiniteQuery } = trailsApi
