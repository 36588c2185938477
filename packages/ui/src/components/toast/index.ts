export { Toaster, type ToasterProps } from './Toaster'
export {
  toast,
  TOAST_DURATION,
  TOAST_LIMIT,
  type ToastData,
  type ToastFunction,
  type ToastId,
  type ToastOptions,
  type ToastType,
} from './toast'
