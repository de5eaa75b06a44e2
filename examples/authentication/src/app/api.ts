import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import {
  loggedOut,
  tokenRefreshed,
  type Session,
} from '../features/auth/authSlice'
import type { RootState } from './store'

export interface Note {
  id: number
  text: string
}

const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // Every request carries the current access token, if there is one.
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as RootState).auth.session?.accessToken
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return headers
  },
})

// On a 401, trade the refresh token for a new access token and retry once.
const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  let result = await baseQuery(args, api, extraOptions)
  const session = (api.getState() as RootState).auth.session
  if (result.error?.status === 401 && session) {
    const refresh = await baseQuery(
      {
        url: '/auth/refresh',
        method: 'POST',
        body: { refreshToken: session.refreshToken },
      },
      api,
      extraOptions,
    )
    if (refresh.data) {
      const { accessToken } = refresh.data as { accessToken: string }
      api.dispatch(tokenRefreshed(accessToken))
      result = await baseQuery(args, api, extraOptions)
    } else {
      api.dispatch(loggedOut())
    }
  }
  return result
}

export const api = createApi({
  baseQuery: baseQueryWithReauth,
  endpoints: (build) => ({
    logIn: build.mutation<Session, { username: string; password: string }>({
      query: (credentials) => ({
        url: '/auth/login',
        method: 'POST',
        body: credentials,
      }),
    }),
    getNotes: build.query<Note[], void>({
      query: () => '/notes',
    }),
  }),
})

export const { useLogInMutation, useGetNotesQuery } = api
