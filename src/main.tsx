import './components/theme/theme.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { applyDarkTheme, applyThemeColor } from './app/theme'

applyThemeColor()
applyDarkTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
