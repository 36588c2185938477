// The kit's top progress bar alone, as a lazy part (LazyProgressBar).
export { TopProgressBar as default } from '@ebook/ui'
