import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface Session {
  username: string
  accessToken: string
  refreshToken: string
}

interface AuthState {
  session: Session | null
  renewals: number
}

const initialState: AuthState = { session: null, renewals: 0 }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<Session>) {
      state.session = action.payload
      state.renewals = 0
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      if (state.session) state.session.accessToken = action.payload
      state.renewals += 1
    },
    loggedOut() {
      return initialState
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectRenewals: (state) => state.renewals,
  },
})

export const { loggedIn, tokenRefreshed, loggedOut } = authSlice.actions
export const { selectSession, selectRenewals } = authSlice.selectors
