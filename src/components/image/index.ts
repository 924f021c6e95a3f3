export { Image, type ImageProps } from './image'
export {
  densities,
  fallbackSource,
  IMAGE_WIDTHS,
  type ImageSource,
  type Screen,
  screens,
  toSizesAttribute,
  toSrcset,
  uniqueSources,
} from './image-sizes'
