/**
 * The customer's library: books bought and samples added (mybook), named shelves and the
 * collection view, free samples, and signed, expiring download links with the route that
 * serves the EPUB bytes to the customer they were made for.
 */
import { defineModule } from '../../http/operations.ts'
import { BookFiles } from '../reading/book-files.ts'
import { bookDownloadHandler, downloadRoutes } from './downloads.ts'
import { addSampleEbook, getMyBooks } from './my-books.ts'
import {
  addBookShelf,
  addBooksToShelf,
  getMyShelves,
  getShelfBooks,
  removeBookFromShelf,
  removeBookShelf,
  renameBookShelf,
} from './shelves.ts'

export const libraryModule = defineModule((deps) => {
  const files = new BookFiles(deps.db)
  return {
    name: 'library',
    v2: {
      getMyBooks,
      addSampleEbook,
      getMyShelves,
      addBookShelf,
      renameBookShelf,
      removeBookShelf,
      getShelfBooks,
      addBooksToShelf,
      removeBookFromShelf,
      getBookDownload: bookDownloadHandler(files),
    },
    routes(app) {
      downloadRoutes(app, deps, files)
    },
  }
})
