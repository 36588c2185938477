/** The kit's library build (`pnpm --filter @ebook/ui build`): see library-build.ts. */
import { libraryBuild } from '../../library-build.ts'

export default libraryBuild(new URL('./', import.meta.url), {
  index: 'src/index.ts',
  'theme/tokens': 'src/theme/tokens.ts',
})
