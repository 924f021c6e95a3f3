export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export {
  CloseIconButton,
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './dialog'
