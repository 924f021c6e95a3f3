export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export {
  CloseIconButton,
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './dialog'
