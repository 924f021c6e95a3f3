export { ErrorPage, type ErrorPageProps } from './error-page'
