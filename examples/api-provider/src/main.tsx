import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiProvider } from '@reduxjs/toolkit/query/react'
import App from './App'
import { bookmarksApi } from './features/bookmarks/bookmarksApi'
import { worker } from './mocks/browser'

worker.start({ onUnhandledRequest: 'bypass' }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* Creates a store for this one API and provides it to the hooks. */}
      <ApiProvider api={bookmarksApi}>
        <App />
      </ApiProvider>
    </StrictMode>,
  )
})
