import { delay, http, HttpResponse } from 'msw'
import type { Recipe } from '../features/recipes/recipesApi'

const recipes: Recipe[] = [
  {
    id: 1,
    title: 'Sheet-pan gnocchi with peppers',
    minutes: 30,
    serves: 3,
    ingredients: [
      '500 g shelf gnocchi',
      '2 red peppers',
      '1 red onion',
      'Feta',
    ],
    steps: [
      'Heat the oven to 220 °C.',
      'Toss gnocchi, sliced peppers and onion with oil on a tray.',
      'Roast 20 minutes, turning once; crumble feta over.',
    ],
  },
  {
    id: 2,
    title: 'Smoky black bean chili',
    minutes: 40,
    serves: 4,
    ingredients: ['2 tins black beans', '1 tin tomatoes', 'Chipotle paste'],
    steps: [
      'Soften an onion and garlic in oil.',
      'Add chipotle paste, beans and tomatoes.',
      'Simmer 25 minutes until thick.',
    ],
  },
  {
    id: 3,
    title: 'Lemon barley risotto',
    minutes: 45,
    serves: 4,
    ingredients: ['250 g pearl barley', '1 l vegetable stock', '1 lemon'],
    steps: [
      'Toast the barley in butter for two minutes.',
      'Add hot stock a ladle at a time, stirring, for 35 minutes.',
      'Finish with lemon zest, juice and parmesan.',
    ],
  },
  {
    id: 4,
    title: 'Chickpea and spinach curry',
    minutes: 30,
    serves: 4,
    ingredients: ['2 tins chickpeas', '200 g spinach', 'Coconut milk'],
    steps: [
      'Fry curry paste with onion until fragrant.',
      'Add chickpeas and coconut milk; simmer 15 minutes.',
      'Stir in the spinach until wilted.',
    ],
  },
]

export const handlers = [
  http.get('/api/recipes', async () => {
    await delay()
    return HttpResponse.json(
      recipes.map(({ id, title, minutes }) => ({ id, title, minutes })),
    )
  }),
  http.get('/api/recipes/:id', async ({ params }) => {
    // A slow detail endpoint, so the wait a prefetch saves is easy to see.
    await delay(700)
    const recipe = recipes.find((item) => item.id === Number(params.id))
    return recipe
      ? HttpResponse.json(recipe)
      : HttpResponse.json({ message: 'Recipe not found' }, { status: 404 })
  }),
]
