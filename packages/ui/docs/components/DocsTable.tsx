/** A plain table in the kit's colours for the guides: a header row and rows of cells. */
import type { ReactNode } from 'react'

type DocsTableProps = {
  head: string[]
  /** Each row's key and cells. */
  rows: { key: string; cells: ReactNode[] }[]
}

export function DocsTable({ head, rows }: DocsTableProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-border">
          {head.map((title) => (
            <th key={title} className="py-2 pe-4 text-start">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key} className="border-b border-border">
            {cells.map((cell, index) => (
              <td key={index} className="py-2 pe-4">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
