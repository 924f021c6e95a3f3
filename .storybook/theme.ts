import { create } from 'storybook/theming'

/** The catalogue's own chrome, in Nightjar's dark palette. */
export const theme = create({
  base: 'dark',
  brandTitle: 'Nightjar',
  colorPrimary: '#4ade80',
  colorSecondary: '#60a5fa',
  appBg: '#0f172a',
  appContentBg: '#020617',
  appPreviewBg: '#020617',
  appBorderColor: '#334155',
  textColor: '#f1f5f9',
  barBg: '#0f172a',
  fontBase: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
})
