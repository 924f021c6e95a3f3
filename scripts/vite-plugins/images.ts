import type { Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'

import { IMAGE_WIDTHS } from '../../src/components/image/image-sizes.ts'

/**
 * Build-time responsive images: `import photo from './photo.jpg?responsive'` gives webp sources
 * at every screen width and density (IMAGE_WIDTHS, none wider than the original) with their
 * sizes, for the Image component. Other image imports are left alone.
 */
export function nightjarImages(): Plugin {
  return imagetools({
    defaultDirectives: (url) =>
      url.searchParams.has('responsive')
        ? // Only what the Image component reads: the rest of the metadata is dead weight in the JS.
          new URLSearchParams({
            w: IMAGE_WIDTHS.join(';'),
            format: 'webp',
            as: 'metadata:src;width;height',
          })
        : new URLSearchParams(),
  }) as Plugin
}
