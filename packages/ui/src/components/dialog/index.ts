export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogProps,
} from './Dialog'
export { DialogHost } from './DialogHost'
export { LazyDialogHost } from './LazyDialogHost'
export {
  alert,
  confirm,
  dialogStore,
  prompt,
  type AlertOptions,
  type ConfirmOptions,
  type DialogRequest,
  type PromptInputType,
  type PromptOptions,
} from './dialogStore'
export { NeedLoginModal, type NeedLoginModalProps } from './NeedLoginModal'
export { isValidEmail, isValidHttpUrl } from './validators'
