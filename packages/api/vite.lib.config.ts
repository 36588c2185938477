/** The client's library build (`pnpm --filter @ebook/api build`): see library-build.ts. */
import { libraryBuild } from '../../library-build.ts'

export default libraryBuild(new URL('./', import.meta.url), {
  index: 'src/index.ts',
  'queries/index': 'src/queries/index.ts',
  types: 'src/types.ts',
  'generated/v2': 'src/generated/v2.ts',
  'generated/v1': 'src/generated/v1.ts',
  'generated/auth': 'src/generated/auth.ts',
})
