import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Item {
  id: number
  name: string
  packed: boolean
}

export type ItemUpdate = Pick<Item, 'id'> & Partial<Omit<Item, 'id'>>

export const packingApi = createApi({
  reducerPath: 'packingApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getItems: build.query<Item[], void>({
      query: () => '/items',
    }),
    updateItem: build.mutation<Item, ItemUpdate>({
      query: ({ id, ...changes }) => ({
        url: `/items/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      // Runs when the request starts: change the cached list right away,
      // then wait for the server and undo the change if it fails.
      async onQueryStarted({ id, ...changes }, { dispatch, queryFulfilled }) {
        const patchResult = dispatch(
          packingApi.util.updateQueryData('getItems', undefined, (items) => {
            const item = items.find((candidate) => candidate.id === id)
            if (item) Object.assign(item, changes)
          }),
        )
        try {
          await queryFulfilled
        } catch {
          patchResult.undo()
        }
      },
      // No invalidatesTags: the cache already shows the change, so the list
      // does not need to be fetched again.
    }),
  }),
})

export const { useGetItemsQuery, useUpdateItemMutation } = packingApi
