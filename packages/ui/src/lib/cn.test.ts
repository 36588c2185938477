import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cn, setClassMerge } from './cn'
import { mergeClasses } from './merge-classes'

// Each test starts without a merge and leaves the one of the test setup.
beforeEach(() => setClassMerge(null))
afterEach(() => {
  setClassMerge(mergeClasses)
  vi.restoreAllMocks()
  document.querySelectorAll('style[data-test]').forEach((style) => style.remove())
})

/** A stylesheet for one test. */
function addStyles(css: string) {
  const style = document.createElement('style')
  style.dataset.test = ''
  style.textContent = css
  document.head.append(style)
}

describe('cn', () => {
  it('joins class names, and merges nothing while no merge is installed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(cn('px-2 text-sm', false, { 'font-bold': true }, 'px-4')).toBe(
      'px-2 text-sm font-bold px-4',
    )
  })

  it('lets the caller’s later class win once an app installs the merge', () => {
    setClassMerge(mergeClasses)
    expect(cn('px-2 text-sm', false, 'px-4')).toBe('text-sm px-4')
  })
})

describe("cn's development warning without a merge", () => {
  it('warns once when a passed class conflicts with the component’s and nothing lets it win', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Both in the same layer, as in an app whose Tailwind build makes the kit's classes.
    addStyles('@layer utilities { .w-\\[11px\\] { width: 11px } .w-\\[12px\\] { width: 12px } }')
    cn('block w-[11px]', 'w-[12px] underline')
    cn('block w-[11px]', 'w-[12px] underline')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('className "w-[12px]" conflicts')
    expect(warn.mock.calls[0]?.[0]).toContain('setClassMerge(mergeClasses)')
  })

  it('stays quiet when the kit’s class is in its cascade layer and the passed one outside', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Written so that the test setup's Tailwind build does not make these classes itself.
    const width = (px: number) => [`w-[${px}px]`, `.w-\\[${px}px\\] { width: ${px}px }`]
    const [kit, kitRule] = width(21)
    const [passed, passedRule] = width(22)
    const [passedInKit, passedInKitRule] = width(23)
    addStyles(`@layer ebook-ui.utilities { ${kitRule} } ${passedRule}`)
    cn(`block ${kit}`, passed)
    expect(warn).not.toHaveBeenCalled()
    // The passed class in the kit's layer too: only the stylesheet's order decides.
    addStyles(`@layer ebook-ui.utilities { ${passedInKitRule} }`)
    cn(`block ${kit}`, passedInKit)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('stays quiet without a conflict or with a merge installed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cn('block w-[31px]', 'text-sm')
    cn('block w-[31px]', 'block')
    setClassMerge(mergeClasses)
    cn('block w-[31px]', 'w-[32px]')
    expect(warn).not.toHaveBeenCalled()
  })
})
