import type { Schema } from '@ebook/api/types'
import { useT } from '../app/i18n'
import { SafeHtml } from './SafeHtml'

type SpecificationValue = Schema<'ProductSpecificationValue'>

/** A value as its type says: HTML (20) sanitised, a web address (30) as a link, else text. */
function Value({ value }: { value: SpecificationValue }) {
  if (value.AttributeTypeId === 20) return <SafeHtml html={value.ValueRaw} className="text-sm" />
  if (value.AttributeTypeId === 30 && /^https?:\/\//i.test(value.ValueRaw)) {
    return (
      <a
        href={value.ValueRaw}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline underline-offset-2"
      >
        {value.ValueRaw}
      </a>
    )
  }
  return <>{value.ValueRaw}</>
}

/** The book's specification (author, language, pages, format, ISBN …) as a table per group. */
export function BookSpecification({
  specification,
}: {
  specification: Schema<'ProductSpecificationModel'>
}) {
  const t = useT()
  const groups = specification.Groups.filter((group) => group.Attributes.length > 0)
  if (groups.length === 0) return null
  return (
    <section aria-labelledby="book-specification" className="flex flex-col gap-4">
      <h2 id="book-specification" className="text-xl font-semibold">
        {t('book_page.specification')}
      </h2>
      {groups.map((group) => (
        <table key={group.Id} className="w-full max-w-2xl border-collapse text-sm">
          {group.Name && (
            // One group needs no visible name under the section's heading.
            <caption
              className={
                groups.length > 1 ? 'pb-2 text-start font-medium text-muted-foreground' : 'sr-only'
              }
            >
              {group.Name}
            </caption>
          )}
          <tbody>
            {group.Attributes.map((attribute) => (
              <tr key={attribute.Id} className="border-b border-border last:border-b-0">
                <th
                  scope="row"
                  className="w-2/5 py-2.5 pe-4 text-start align-top font-medium text-muted-foreground"
                >
                  {attribute.Name}
                </th>
                <td className="py-2.5 align-top text-foreground">
                  {attribute.Values.map((value, index) => (
                    <span key={index} className="block">
                      <Value value={value} />
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  )
}
