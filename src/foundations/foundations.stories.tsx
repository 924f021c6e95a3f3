import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'

import { contrastPairs } from '@/components/theme/tokens'

import { ColorPalette } from './color-palette'
import { SpacingScale } from './spacing-scale'
import { TypeScale } from './type-scale'

export default {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta

export const Colours: StoryObj = {
  render: () => <ColorPalette />,
  play: async ({ canvasElement }) => {
    const ratios = () => [...canvasElement.querySelectorAll('[data-slot="contrast-ratio"]')]
    await waitFor(() => expect(ratios()[0]).toHaveTextContent(/:1/))
    await expect(ratios()).toHaveLength(contrastPairs.length)
    const failing = ratios()
      .filter((cell) => cell.getAttribute('data-passes') !== 'true')
      .map((cell) => cell.closest('tr')?.getAttribute('data-pair'))
    await expect(failing).toEqual([])
  },
}

export const Typography: StoryObj = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await document.fonts.ready
    const sample = canvasElement.querySelector('.text-base')!
    await expect(getComputedStyle(sample).fontFamily).toContain('Inter Variable')
    await expect(document.fonts.check('16px "Inter Variable"')).toBe(true)
  },
}

export const SpacingAndRadius: StoryObj = {
  name: 'Spacing and radius',
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Spacing' }).children).toHaveLength(8)
    await expect(canvas.getByText('rounded-full')).toBeVisible()
  },
}
