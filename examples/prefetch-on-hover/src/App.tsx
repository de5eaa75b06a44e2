import { RecipeBrowser } from './features/recipes/RecipeBrowser'

export default function App() {
  return (
    <main>
      <h1>Weeknight recipes</h1>
      <p>Hover over or tab to a recipe, then open it.</p>
      <RecipeBrowser />
    </main>
  )
}
