import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { elementsOf } from '../lib/hast-elements'
import type { SafeTreeEdit } from '../lib/sanitize'

const HEADING = /^h[1-6]$/

/**
 * Fits the server's HTML under the page's h1: a first heading that only repeats the page's title
 * is left out (topic bodies start with one), and the headings are shifted so the highest is an
 * h2, keeping the page's outline without gaps.
 */
export function fitHeadings(title: string | undefined): SafeTreeEdit {
  return (tree: Root) => {
    const first = tree.children.find((child) => child.type === 'element')
    if (title && first && HEADING.test(first.tagName) && toString(first).trim() === title.trim()) {
      tree.children.splice(tree.children.indexOf(first), 1)
    }
    const headings = elementsOf(tree).filter((element) => HEADING.test(element.tagName))
    if (headings.length === 0) return
    const levelOf = (tagName: string) => Number(tagName[1])
    const shift = Math.min(...headings.map((heading) => levelOf(heading.tagName))) - 2
    for (const heading of headings) {
      heading.tagName = `h${Math.min(6, levelOf(heading.tagName) - shift)}`
    }
  }
}
