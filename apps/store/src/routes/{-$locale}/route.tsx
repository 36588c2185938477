import { createFileRoute, notFound } from '@tanstack/react-router'

/** Every page in two languages: Thai without a prefix, English under `/en` (SPEC §2). */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound()
  },
})
