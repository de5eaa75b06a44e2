import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface UserSummary {
  id: number
  name: string
}

export interface User extends UserSummary {
  role: string
  email: string
  location: string
}

export interface Activity {
  id: number
  summary: string
  at: string
}

export const usersApi = createApi({
  reducerPath: 'usersApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getUsers: build.query<UserSummary[], void>({
      query: () => '/users',
    }),
    getUser: build.query<User, number>({
      query: (id) => `/users/${id}`,
    }),
    getActivity: build.query<Activity[], number>({
      query: (id) => `/users/${id}/activity`,
    }),
  }),
})

export const { useGetUsersQuery, useGetUserQuery, useGetActivityQuery } =
  usersApi
