import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

interface Entry {
  id: string
  message: string
}

export const activitySlice = createSlice({
  name: 'activity',
  initialState: [] as Entry[],
  reducers: {
    activityLogged: {
      reducer(state, action: PayloadAction<Entry>) {
        state.push(action.payload)
      },
      prepare(message: string) {
        return { payload: { id: nanoid(), message } }
      },
    },
  },
})

export const { activityLogged } = activitySlice.actions

export const selectActivity = (state: RootState) => state.activity
