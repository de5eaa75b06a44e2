import { useState } from 'react'
import {
  useGetRecipeQuery,
  useGetRecipesQuery,
  usePrefetch,
} from './recipesApi'

export function RecipeBrowser() {
  const { data: recipes, isLoading, refetch } = useGetRecipesQuery()
  // Starts getRecipe(id) without subscribing; skipped if the cached
  // copy is less than 60 seconds old, so hovering again costs nothing.
  const prefetchRecipe = usePrefetch('getRecipe', { ifOlderThan: 60 })
  const [openId, setOpenId] = useState<number | null>(null)

  if (isLoading) return <p role="status">Loading recipes…</p>
  if (!recipes) {
    return (
      <p role="alert" className="error">
        Could not load recipes. <button onClick={() => refetch()}>Retry</button>
      </p>
    )
  }

  return (
    <>
      <ul>
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <a
              href={`#recipe-${recipe.id}`}
              aria-current={recipe.id === openId ? 'true' : undefined}
              onMouseEnter={() => prefetchRecipe(recipe.id)}
              onFocus={() => prefetchRecipe(recipe.id)}
              onClick={(event) => {
                event.preventDefault()
                setOpenId(recipe.id)
              }}
            >
              {recipe.title}
            </a>{' '}
            · {recipe.minutes} min
          </li>
        ))}
      </ul>
      {openId !== null && <RecipeDetail key={openId} id={openId} />}
    </>
  )
}

function RecipeDetail({ id }: { id: number }) {
  const {
    data: recipe,
    isSuccess,
    isFetching,
    isError,
    refetch,
  } = useGetRecipeQuery(id)
  // Was the recipe already in the cache when it opened? Read on first render.
  const [openedFromCache] = useState(isSuccess)

  if (!recipe) {
    return isError && !isFetching ? (
      <p role="alert" className="error">
        Could not load the recipe.{' '}
        <button onClick={() => refetch()}>Retry</button>
      </p>
    ) : (
      <p role="status">Loading recipe…</p>
    )
  }

  return (
    <article aria-labelledby="recipe-title">
      <h2 id="recipe-title">{recipe.title}</h2>
      <p role="status">
        {openedFromCache
          ? 'Opened instantly: the prefetch had already cached it.'
          : 'Had to wait for the server.'}
      </p>
      <p>
        Serves {recipe.serves} · {recipe.minutes} min
      </p>
      <h3>Ingredients</h3>
      <ul>
        {recipe.ingredients.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>Method</h3>
      <ol>
        {recipe.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </article>
  )
}
