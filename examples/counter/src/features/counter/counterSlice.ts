import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from '../../app/store'

interface CounterState {
  value: number
}

const initialState: CounterState = { value: 0 }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incremented(state) {
      state.value += 1
    },
    decremented(state) {
      state.value -= 1
    },
    incrementedBy(state, action: PayloadAction<number>) {
      state.value += action.payload
    },
    reset() {
      return initialState
    },
  },
})

export const { incremented, decremented, incrementedBy, reset } =
  counterSlice.actions

export const selectCount = (state: RootState) => state.counter.value

// A thunk: adds the amount only when the current count is odd.
export const incrementIfOdd =
  (amount: number) => (dispatch: AppDispatch, getState: () => RootState) => {
    if (selectCount(getState()) % 2 !== 0) {
      dispatch(incrementedBy(amount))
    }
  }
