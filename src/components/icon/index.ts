export { Icon, type IconProps } from './icon'
export { IconProvider, type IconProviderProps, useIconLoader } from './icon-context'
export {
  createIconLoader,
  ICON_TIMEOUT,
  ICONIFY_API,
  type IconLoader,
  type IconLoaderOptions,
  isSafeIconBody,
} from './icon-loader'
export { groupByPrefix, ICON_NAME_PATTERN, iconSetUrls, parseIconName } from './icon-names'
export { addIcon, addIcons, getRegisteredIcon, registeredIconNames } from './icon-registry'
export type { RenderedIcon, RenderedIconSet } from './icon-types'
