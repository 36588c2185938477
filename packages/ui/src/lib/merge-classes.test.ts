import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses } from './merge-classes'

/**
 * Classes of every kind the merge tells apart: the kit's own (cva variants and the overrides the
 * store passes) and Tailwind's common utilities, with variants, `!`, negative, arbitrary values
 * and properties, slash modifiers.
 */
const classes = `
  p-2 px-3 py-1 pt-4 pr-2 pb-1 pl-0 ps-2 pe-8 m-1 mx-auto my-2 mt-0 -mt-2 mr-1 mb-4 ml-auto -ml-3
  ms-1 me-1 w-4 h-4 size-4 w-full h-screen w-1/2 min-w-0 max-w-sm max-w-7xl min-h-0 max-h-10
  gap-2 gap-x-1 gap-y-1 inset-0 inset-x-0 inset-y-2 top-0 top-full right-0 bottom-0 left-0 start-0
  end-3 z-10 z-[5] order-1 order-first basis-1/2 grow grow-0 shrink shrink-0 flex flex-1 flex-auto
  flex-none flex-row flex-col flex-wrap flex-nowrap grid grid-cols-2 grid-rows-3
  grid-cols-[minmax(0,1fr)_20rem] col-span-2 col-start-1 row-span-1 justify-between
  justify-items-center justify-self-end items-center self-start place-items-center content-center
  content-none text-xs text-sm text-base text-lg text-2xl text-[12px] text-[0.6875rem] text-left
  text-center text-start text-primary text-muted-foreground text-red-500/50 text-[#4285f4]
  text-sm/6 text-wrap text-balance text-ellipsis truncate font-bold font-medium font-semibold
  font-sans font-mono font-[600] leading-5 leading-none leading-snug tracking-tight bg-primary
  bg-primary/10 bg-transparent bg-[#1877f2] bg-cover bg-center bg-no-repeat bg-none
  bg-linear-to-r bg-[url(/a.png)] bg-fixed border border-0 border-2 border-t border-b-0
  border-t-2 border-s-4 border-x border-border border-input border-t-primary border-s-error
  border-dashed border-none rounded rounded-md rounded-lg rounded-t-md rounded-l-md rounded-tl-lg
  rounded-full shadow shadow-md shadow-none shadow-primary/25 shadow-[0_0_8px_var(--ui-primary)]
  ring ring-1 ring-2 ring-ring ring-primary ring-inset ring-offset-2 ring-offset-background
  outline outline-2 outline-none outline-primary outline-offset-2 opacity-0 opacity-50
  duration-200 ease-out delay-100 animate-spin animate-pulse transition transition-colors
  transition-[opacity,translate] transition-none rotate-90 -rotate-45 scale-95 translate-x-2
  -translate-y-1/2 translate-none origin-left origin-(--radix-popover-content-transform-origin)
  cursor-pointer cursor-not-allowed select-none pointer-events-none pointer-events-auto
  resize-y appearance-none aspect-square aspect-[3/1] overflow-hidden overflow-x-auto
  overflow-y-auto overscroll-contain overscroll-x-contain underline no-underline
  underline-offset-4 uppercase italic not-italic block inline-block hidden inline-flex relative
  absolute fixed sticky visible invisible sr-only not-sr-only line-clamp-2 line-clamp-none
  whitespace-nowrap whitespace-pre-line break-words break-all divide-y divide-x-2 divide-border
  divide-dashed space-x-2 space-y-4 space-x-reverse list-disc list-decimal list-inside object-cover
  object-center fill-primary fill-muted-foreground/35 snap-x snap-mandatory snap-start align-top
  hover:bg-muted hover:bg-primary/90 md:p-4 md:hover:p-2 hover:md:p-3 focus-visible:ring-2
  focus-visible:ring-ring dark:text-white !p-4 p-4! md:!p-2 [&>svg]:size-4 [&>svg]:w-2
  data-[state=open]:bg-muted data-[disabled]:opacity-50 aria-selected:bg-muted before:content-['']
  after:content-none group-hover:opacity-100 group-data-[close-button]/dialog:pe-8
  peer-focus:ring-2 [scrollbar-width:none] [scrollbar-width:thin] [mask-type:alpha]
  @3xl:flex-row max-@5xl:hidden *:p-2 first:*:p-3 *:first:p-4 inset-shadow-sm inset-ring-2
  text-shadow-md border-spacing-2 border-spacing-x-1 border-collapse h-px w-px min-w-[10rem]
  w-[calc(100%-2rem)] max-w-(--max) bg-(--brand) text-(length:--size) text-(--color)
  group/field book-card
`
  .trim()
  .split(/\s+/)

describe('mergeClasses', () => {
  it('lets the later of two classes that set the same property win', () => {
    expect(mergeClasses('px-2 py-1 px-4')).toBe('py-1 px-4')
    expect(mergeClasses('text-sm text-muted-foreground text-lg')).toBe(
      'text-muted-foreground text-lg',
    )
    expect(mergeClasses('bg-primary hover:bg-primary/90 bg-transparent')).toBe(
      'hover:bg-primary/90 bg-transparent',
    )
    expect(mergeClasses('rounded-md border border-input rounded-none border-0')).toBe(
      'border-input rounded-none border-0',
    )
  })

  it('keeps classes that share a prefix but set different properties', () => {
    const apart = 'text-sm text-center text-primary font-bold font-mono border-2 border-error'
    expect(mergeClasses(apart)).toBe(apart)
    expect(mergeClasses('ring-2 ring-ring shadow-md shadow-primary/25 bg-cover bg-muted')).toBe(
      'ring-2 ring-ring shadow-md shadow-primary/25 bg-cover bg-muted',
    )
  })

  it('lets a shorthand override its longhands, but not the other way round', () => {
    expect(mergeClasses('px-2 pt-1 p-4')).toBe('p-4')
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2')
    expect(mergeClasses('w-4 h-2 size-8')).toBe('size-8')
    expect(mergeClasses('top-0 left-2 inset-x-0')).toBe('top-0 inset-x-0')
    expect(mergeClasses('leading-5 text-lg')).toBe('text-lg')
    expect(mergeClasses('block overflow-hidden line-clamp-2')).toBe('line-clamp-2')
  })

  it('compares classes under the same variants only, whatever their order, and `!` apart', () => {
    expect(mergeClasses('hover:bg-muted bg-primary')).toBe('hover:bg-muted bg-primary')
    expect(mergeClasses('md:hover:p-2 hover:md:p-4')).toBe('hover:md:p-4')
    expect(mergeClasses('!p-2 p-4')).toBe('!p-2 p-4')
    expect(mergeClasses('data-[state=open]:bg-muted data-[state=open]:bg-primary')).toBe(
      'data-[state=open]:bg-primary',
    )
  })

  it('reads arbitrary values, arbitrary properties and negative values', () => {
    expect(mergeClasses('text-[0.6875rem] text-xs')).toBe('text-xs')
    expect(mergeClasses('text-[#4285f4] text-xs')).toBe('text-[#4285f4] text-xs')
    expect(mergeClasses('[scrollbar-width:none] [scrollbar-width:thin]')).toBe(
      '[scrollbar-width:thin]',
    )
    expect(mergeClasses('w-[calc(100%-2rem)] w-full')).toBe('w-full')
    expect(mergeClasses('mt-2 -mt-1')).toBe('-mt-1')
  })

  it('merges the theme’s own names and keeps the classes it does not know, in order', () => {
    expect(mergeClasses('z-10 z-dialog')).toBe('z-dialog')
    expect(mergeClasses('book-card group/field @container')).toBe(
      'book-card group/field @container',
    )
    expect(mergeClasses('  px-2   px-3 ')).toBe('px-3')
  })

  it('gives tailwind-merge’s answer for every pair of the kit’s and Tailwind’s common classes', () => {
    const differences: string[] = []
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`
        // The theme's names are unknown to tailwind-merge (it keeps both; see above).
        if (twMerge(pair) !== mergeClasses(pair) && !/\bz-dialog\b/.test(pair))
          differences.push(`${pair} → ${mergeClasses(pair)}, not ${twMerge(pair)}`)
      }
    expect(differences).toEqual([])
  })
})
