import {
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  isRejectedWithValue,
} from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { loaders } from './resourcesSlice'

interface StatusState {
  pending: number
  lastError: { from: string; message: string } | null
}

const initialState: StatusState = { pending: 0, lastError: null }

// 'dashboard/fetchInvoices/rejected' → 'dashboard/fetchInvoices'
const thunkOf = (type: string) => type.slice(0, type.lastIndexOf('/'))

const isSettled = isAnyOf(isFulfilled(...loaders), isRejected(...loaders))

export const statusSlice = createSlice({
  name: 'status',
  initialState,
  reducers: {
    errorDismissed(state) {
      state.lastError = null
    },
  },
  // No thunk is named one by one: each matcher covers all of them.
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending(...loaders), (state) => {
        state.pending += 1
      })
      .addMatcher(isSettled, (state) => {
        state.pending -= 1
      })
      // Matchers run in order, and every one that matches runs: for
      // rejectWithValue, the second one replaces the generic message
      // ('Rejected') with the payload, the server's message.
      .addMatcher(isRejected(...loaders), (state, action) => {
        const message = action.error.message ?? 'Unknown error'
        state.lastError = { from: thunkOf(action.type), message }
      })
      .addMatcher(isRejectedWithValue(...loaders), (state, action) => {
        state.lastError = {
          from: thunkOf(action.type),
          message: action.payload,
        }
      })
  },
})

export const { errorDismissed } = statusSlice.actions

export const selectPending = (state: RootState) => state.status.pending
export const selectLastError = (state: RootState) => state.status.lastError
