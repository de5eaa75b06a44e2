import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import type { Ticket } from '../tickets/TicketList'

interface TicketsState {
  items: Ticket[]
  status: 'idle' | 'loading' | 'succeeded' | 'failed'
  error: string | null
}

const initialState: TicketsState = { items: [], status: 'idle', error: null }

export const fetchTickets = createAsyncThunk(
  'tickets/fetchTickets',
  async () => {
    const response = await fetch('/api/tickets')
    if (!response.ok) throw new Error(`Server answered ${response.status}`)
    return (await response.json()) as Ticket[]
  },
  {
    // Skips a second request while one is under way.
    condition: (_, { getState }) =>
      (getState() as RootState).tickets.status !== 'loading',
  },
)

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTickets.pending, (state) => {
        state.status = 'loading'
        state.error = null
      })
      .addCase(fetchTickets.fulfilled, (state, action) => {
        state.status = 'succeeded'
        state.items = action.payload
      })
      .addCase(fetchTickets.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.error.message ?? 'Unknown error'
      })
  },
})

export const selectTickets = (state: RootState) => state.tickets
