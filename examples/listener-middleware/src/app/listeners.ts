import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit'
import { activityLogged } from '../features/activity/activitySlice'
import {
  draftEdited,
  publishRequested,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from '../features/draft/draftSlice'
import type { AppDispatch, RootState } from './store'

export const listenerMiddleware = createListenerMiddleware()

const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>()

// Auto-save: one request once typing has paused for 800 ms.
startAppListening({
  actionCreator: draftEdited,
  effect: async (_action, api) => {
    // Every keystroke cancels the effect the previous one started.
    api.cancelActiveListeners()
    await api.delay(800) // throws, ending this effect, if it is cancelled
    const { text } = api.getState().draft
    api.dispatch(saveStarted())
    const response = await api.pause(
      fetch('/api/draft', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      }),
    )
    if (!response.ok) {
      api.dispatch(saveFailed(`Saving failed (${response.status})`))
      api.dispatch(activityLogged(`Auto-save failed (${response.status})`))
      return
    }
    const { revision } = (await response.json()) as { revision: number }
    api.dispatch(saveSucceeded(revision))
    api.dispatch(
      activityLogged(`Auto-saved revision ${revision} (${text.length} chars)`),
    )
  },
})

// Publish: waits for a pending auto-save to finish before publishing.
startAppListening({
  actionCreator: publishRequested,
  effect: async (_action, { dispatch, getState, take }) => {
    const { status } = getState().draft
    if (status === 'failed') {
      dispatch(activityLogged('Publish stopped: the last save failed'))
      return
    }
    if (status !== 'saved') {
      dispatch(activityLogged('Publish is waiting for the auto-save'))
      // Resolves with the next matching action, or null after 5 s.
      const outcome = await take(isAnyOf(saveSucceeded, saveFailed), 5000)
      if (!outcome || saveFailed.match(outcome[0])) {
        dispatch(activityLogged('Publish stopped: the draft was not saved'))
        return
      }
    }
    const response = await fetch('/api/publish', { method: 'POST' })
    const body = (await response.json()) as {
      revision: number
      message: string
    }
    dispatch(
      activityLogged(
        response.ok
          ? `Published revision ${body.revision}`
          : `Publish failed: ${body.message}`,
      ),
    )
  },
})
