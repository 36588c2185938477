import '../styles/index.css'
import { setClassMerge } from '../lib/cn'
import { mergeClasses } from '../lib/merge-classes'

// The tests build the kit's classes with Tailwind, as the store does, so they install the class
// merge as such an app does (a test of `cn` without it removes it for itself).
setClassMerge(mergeClasses)
