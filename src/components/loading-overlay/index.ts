export {
  Loader,
  type LoaderKind,
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
