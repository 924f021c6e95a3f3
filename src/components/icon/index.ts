export { Icon, type IconProps } from './icon'
export { IconProvider, type IconProviderProps } from './icon-context'
