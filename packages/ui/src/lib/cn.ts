import { clsx, type ClassValue } from 'clsx'
import { warnOfUnmergedConflict } from './class-conflicts'

/** Bundlers replace `process.env.NODE_ENV`, so the development-only code leaves production builds. */
declare const process: { env: { NODE_ENV?: string } }

/** Takes a class list and leaves out every class that a later class overrides. */
type ClassMerge = (classList: string) => string

let classMerge: ClassMerge | null = null

/**
 * Installs the class merge behind `cn`, for apps whose Tailwind build makes the kit's classes
 * (`@ebook/ui/theme.css`): there the kit's and the app's utilities share one layer, and a
 * `className` passed to a kit component wins only once the merge removes the kit's class it
 * overrides. `setClassMerge(mergeClasses)` at the app's start, before the first render, on the
 * server too. Apps on the precompiled `styles.css` need none: their own styles win over the kit's
 * cascade layers.
 */
function setClassMerge(merge: ClassMerge | null): void {
  classMerge = merge
}

/**
 * Joins class names (clsx's inputs). A kit component passes its own classes first and the
 * caller's `className` last; with a merge installed, the caller's classes replace the kit's ones
 * they conflict with. The kit's own classes never conflict with each other, so they need no merge.
 */
function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  if (classMerge) return classMerge(classes)
  if (process.env.NODE_ENV !== 'production' && inputs.length > 1)
    warnOfUnmergedConflict(clsx(inputs.slice(0, -1)), clsx(inputs.at(-1)))
  return classes
}

export { cn, setClassMerge }
export type { ClassMerge }
