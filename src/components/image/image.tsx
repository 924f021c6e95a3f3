import type * as React from 'react'

import { cn } from '@/components/lib/cn'

import { builtSource, type ImageSource, toSizesAttribute } from './image-sizes'

export type ImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  /**
   * The built sources: `import photo from './photo.jpg?responsive'` (webp at every screen width
   * and density up to the original's), or a plain URL with `width` and `height`.
   */
  src: readonly ImageSource[] | ImageSource | string
  /** Describe the picture; `''` for a decorative one. */
  alt: string
  /** How wide the image shows per screen: `'100vw sm:50vw lg:400px'` (default `100vw`). */
  sizes?: string
  /** Load it first (above the fold): eager, high fetch priority. */
  priority?: boolean
}

/**
 * A responsive image: `import photo from './photo.jpg?responsive'` makes webp sources at build
 * time for the screens xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536 at densities 1 and 2
 * (never wider than the original); `<Image src={photo} sizes="100vw md:50vw" />` writes `srcset`,
 * `sizes`, `width` and `height`, so the page does not shift while it loads. Lazy by default.
 */
export function Image({
  src,
  alt,
  sizes = '100vw',
  width,
  height,
  priority = false,
  className,
  ...props
}: ImageProps) {
  if (typeof src === 'string' && (width === undefined || height === undefined)) {
    throw new Error(`Image "${src}": a URL source needs width and height, so nothing shifts.`)
  }
  const source =
    typeof src === 'string'
      ? { src, width, height }
      : { ...builtSource([src].flat(), width, height), sizes: toSizesAttribute(sizes) }
  return (
    <img
      data-slot="image"
      {...source}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('h-auto max-w-full', className)}
      {...props}
    />
  )
}
