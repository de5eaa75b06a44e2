import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

export interface Item {
  id: string
  name: string
}

// Every thunk here may reject with a string: the server's message.
const createAppAsyncThunk = createAsyncThunk.withTypes<{
  rejectValue: string
}>()

export const fetchProjects = createAppAsyncThunk(
  'dashboard/fetchProjects',
  async (_: void, { rejectWithValue }) => {
    const response = await fetch('/api/projects')
    const body = await response.json()
    if (!response.ok) return rejectWithValue(body.message)
    return body as Item[]
  },
)

export const fetchInvoices = createAppAsyncThunk(
  'dashboard/fetchInvoices',
  async (_: void, { rejectWithValue }) => {
    const response = await fetch('/api/invoices')
    const body = await response.json()
    if (!response.ok) return rejectWithValue(body.message)
    return body as Item[]
  },
)

// This one throws instead: the rejected action then has no payload, only
// `error.message`.
export const fetchMembers = createAppAsyncThunk(
  'dashboard/fetchMembers',
  async () => {
    const response = await fetch('/api/members')
    if (!response.ok) {
      throw new Error(`Loading the team failed (${response.status})`)
    }
    return (await response.json()) as Item[]
  },
)

export const loaders = [fetchProjects, fetchMembers, fetchInvoices] as const

interface ResourcesState {
  projects: Item[]
  members: Item[]
  invoices: Item[]
}

const initialState: ResourcesState = { projects: [], members: [], invoices: [] }

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProjects.fulfilled, (state, action) => {
        state.projects = action.payload
      })
      .addCase(fetchMembers.fulfilled, (state, action) => {
        state.members = action.payload
      })
      .addCase(fetchInvoices.fulfilled, (state, action) => {
        state.invoices = action.payload
      })
  },
})

export const selectResources = (state: RootState) => state.resources
