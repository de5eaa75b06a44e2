import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

interface DraftState {
  text: string
  status: 'saved' | 'unsaved' | 'saving' | 'failed'
  revision: number
  error: string | null
}

const initialState: DraftState = {
  text: '',
  status: 'saved',
  revision: 0,
  error: null,
}

export const draftSlice = createSlice({
  name: 'draft',
  initialState,
  reducers: {
    draftEdited(state, action: PayloadAction<string>) {
      state.text = action.payload
      state.status = 'unsaved'
    },
    saveStarted(state) {
      state.status = 'saving'
    },
    saveSucceeded(state, action: PayloadAction<number>) {
      state.status = 'saved'
      state.revision = action.payload
      state.error = null
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.status = 'failed'
      state.error = action.payload
    },
  },
})

export const { draftEdited, saveStarted, saveSucceeded, saveFailed } =
  draftSlice.actions

// No reducer handles this one: only a listener reacts to it.
export const publishRequested = createAction('draft/publishRequested')

export const selectDraft = (state: RootState) => state.draft
