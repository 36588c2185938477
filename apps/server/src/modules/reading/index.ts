/**
 * Reading in the browser: the sample and the owned book as EPUB files (made on first request,
 * see book-files.ts), the places customers keep across devices, and their bookmarks and
 * highlights. Guests read samples and keep places too, as the guest customer of their deviceId.
 */
import { defineModule } from '../../http/operations.ts'
import {
  addAnnotation,
  deleteAnnotation,
  listAnnotations,
  updateAnnotation,
} from './annotations.ts'
import { BookFiles } from './book-files.ts'
import { readerFileHandlers } from './files.ts'
import { getReadingPositions, saveReadingPosition } from './positions.ts'

export const readingModule = defineModule((deps) => ({
  name: 'reading',
  v2: {
    ...readerFileHandlers(new BookFiles(deps.db), deps.log),
    getReadingPositions,
    saveReadingPosition,
    listAnnotations,
    addAnnotation,
    updateAnnotation,
    deleteAnnotation,
  },
}))
