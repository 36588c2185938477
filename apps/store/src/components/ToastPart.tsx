// The kit's toasts (store and toaster) as one lazy part: app/toasts.ts and LazyToaster.
export { Toaster as default, toast } from '@ebook/ui'
