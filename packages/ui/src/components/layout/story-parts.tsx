/** Parts of the header and footer stories: a logo, a search box, switches. Not kit API. */
import { Button } from '../button/Button'

export function StoryLogo() {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-foreground">
      <svg viewBox="0 0 24 24" className="size-7 fill-primary" aria-hidden="true">
        <path d="M4 3h7a3 3 0 0 1 3 3v15a2 2 0 0 0-2-2H4zM20 3h-3a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h3z" />
      </svg>
      อ่านเพลิน
    </a>
  )
}

export function StorySearch() {
  return (
    <form role="search" className="flex w-full" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        aria-label="ค้นหาหนังสือ"
        placeholder="ค้นหาชื่อหนังสือ ผู้แต่ง สำนักพิมพ์"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground"
      />
    </form>
  )
}

export function StoryCategoryLinks() {
  const links = [
    ['หนังสือขายดี', '/bestseller'],
    ['มาใหม่', '/newproducts'],
    ['วรรณกรรมไทย', '/category/1'],
    ['วรรณกรรมแปล', '/category/2'],
    ['การ์ตูน', '/category/3'],
  ] as const
  return (
    <ul className="flex flex-col gap-1 @3xl:flex-row @3xl:gap-4">
      {links.map(([label, href]) => (
        <li key={href}>
          <a
            href={href}
            className="block rounded-sm py-1 text-sm text-foreground hover:text-primary"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  )
}

export const storyLanguageSwitch = (
  <Button variant="ghost" size="sm" lang="en">
    English
  </Button>
)

export const storyThemeSwitch = (
  <Button variant="ghost" size="sm">
    ธีมสว่าง
  </Button>
)

export const storyAccount = (
  <Button variant="outline" size="sm" asChild>
    <a href="/Login">เข้าสู่ระบบ</a>
  </Button>
)
