import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'

import { routeStory } from '@/app/testing'

export default {
  title: 'Pages/Embedding/Blank',
  ...routeStory('/blank', {
    description:
      "`/blank`: an empty page with the app's providers and no layout, for embedding and tests.",
  }),
} satisfies Meta

/** Nothing but an empty landmark: no header, no navigation, no content. */
export const Default: StoryObj = {
  play: async ({ canvasElement }) => {
    const main = await screen.findByRole('main', { name: 'Blank page' }, { timeout: 15_000 })
    await expect(main).toBeEmptyDOMElement()
    await expect(canvasElement.querySelector('header, nav, h1')).toBeNull()
  },
}

/**
 * The providers are there: F8 moves focus to the notifications region of the toast provider.
 * A behaviour, not a state: the page looks as empty as Default.
 */
export const WithProviders: StoryObj = {
  name: 'F8 reaches the toast provider’s notifications',
  tags: ['test-case'],
  play: async () => {
    await screen.findByRole('main', { name: 'Blank page' })
    // The toast region loads once the browser is idle.
    await screen.findByRole('region', { name: /^Notifications/ }, { timeout: 5000 })
    // The toast viewport listens for the key's code on the document, from just after the region
    // appears: the key is pressed until it does, as a person would press it again.
    await waitFor(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }))
      expect(document.activeElement?.closest('[aria-label^="Notifications"]')).not.toBeNull()
    })
  },
}
