import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface RecipeSummary {
  id: number
  title: string
  minutes: number
}

export interface Recipe extends RecipeSummary {
  serves: number
  ingredients: string[]
  steps: string[]
}

export const recipesApi = createApi({
  reducerPath: 'recipesApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getRecipes: build.query<RecipeSummary[], void>({
      query: () => 'recipes',
    }),
    getRecipe: build.query<Recipe, number>({
      query: (id) => `recipes/${id}`,
    }),
  }),
})

export const { useGetRecipesQuery, useGetRecipeQuery, usePrefetch } = recipesApi
