import type { NavigateOptions } from '@tanstack/react-router'

/**
 * Navigation to a store path given as a string (`/en/search?q=x`). The router takes `href` at
 * run time; its types only know route ids, which links from the kit and the API do not carry.
 */
export function toHref(
  href: string,
  options: { replace?: boolean; resetScroll?: boolean } = {},
): NavigateOptions {
  return { ...options, href } as unknown as NavigateOptions
}
