export { ResultPage } from './result-page'
