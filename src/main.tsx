import './components/theme/theme.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { createAppRouter } from './app/router'
import { applyDarkTheme, applyThemeColor } from './app/theme'

applyThemeColor()
applyDarkTheme()

const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
