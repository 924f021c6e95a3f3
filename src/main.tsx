import './components/theme/theme.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { createAppRouter } from './app/router'
import { applyDarkTheme, applyThemeColor } from './app/theme'

applyThemeColor()
applyDarkTheme()

// `npm run dev:mock`: the API is the MSW mocks, started before the app's first request.
if (import.meta.env.VITE_MOCK_API) await (await import('../mocks/browser')).startMockWorker()

const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
