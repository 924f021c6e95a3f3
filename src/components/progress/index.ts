export { Progress, type ProgressProps, progressVariants } from './progress'
export { clampProgress, type ProgressState, progressState } from './progress-value'
