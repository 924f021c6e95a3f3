export {
  Loader,
  type LoaderKind,
  LOADING_HIDE_DELAY,
  LoadingOverlay,
  type LoadingOverlayOptions,
  type LoadingOverlayProps,
} from './loading-overlay'
export {
  type LoadingHandle,
  LoadingProvider,
  type ShowLoadingOptions,
  useLoading,
} from './loading-provider'
