// The kit's dialog host alone, as a lazy part (LazyDialogHost).
export { DialogHost as default } from '@ebook/ui'
