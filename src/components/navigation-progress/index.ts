export { NavigationProgress, type NavigationProgressProps } from './navigation-progress'
