import {
  createEntityAdapter,
  createSelector,
  createSlice,
  nanoid,
  type PayloadAction,
} from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

export interface PantryItem {
  id: string
  name: string
  quantity: number
}

const pantryAdapter = createEntityAdapter<PantryItem>({
  // `ids` stays sorted by name after every change.
  sortComparer: (a, b) => a.name.localeCompare(b.name),
})

// The adapter's { ids, entities } plus a field of our own.
const initialState = pantryAdapter.getInitialState({ filter: '' }, [
  { id: 'rice', name: 'Basmati rice', quantity: 2 },
  { id: 'oats', name: 'Rolled oats', quantity: 1 },
  { id: 'lentils', name: 'Red lentils', quantity: 3 },
  { id: 'tomatoes', name: 'Canned tomatoes', quantity: 6 },
])

export const pantrySlice = createSlice({
  name: 'pantry',
  initialState,
  reducers: {
    itemAdded: {
      reducer: pantryAdapter.addOne,
      prepare: (name: string, quantity: number) => ({
        payload: { id: nanoid(), name, quantity },
      }),
    },
    itemRenamed(state, action: PayloadAction<{ id: string; name: string }>) {
      const { id, name } = action.payload
      pantryAdapter.updateOne(state, { id, changes: { name } })
    },
    itemRemoved: pantryAdapter.removeOne,
    // Replaces the items the count includes and adds the ones it finds new.
    stockCounted: pantryAdapter.upsertMany,
    filterChanged(state, action: PayloadAction<string>) {
      state.filter = action.payload
    },
  },
})

export const {
  itemAdded,
  itemRenamed,
  itemRemoved,
  stockCounted,
  filterChanged,
} = pantrySlice.actions

export const {
  selectAll: selectAllItems,
  selectById: selectItemById,
  selectTotal: selectItemTotal,
} = pantryAdapter.getSelectors((state: RootState) => state.pantry)

export const selectFilter = (state: RootState) => state.pantry.filter

// Recomputes only when the items or the filter change.
export const selectVisibleItems = createSelector(
  [selectAllItems, selectFilter],
  (items, filter) =>
    items.filter((item) =>
      item.name.toLowerCase().includes(filter.trim().toLowerCase()),
    ),
)
