import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The floor page is built with the app's build settings, minus the app's own plugins. */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
})
