import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './merge-classes'

/** Joins class names and lets later Tailwind classes win over earlier ones (callers last). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs))
}
