export {
  Tooltip,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
  TooltipContent,
  type TooltipProps,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
} from './tooltip'
