import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

type Topic = { title: string; body: string; subTopics?: { Key: string; Title: string }[] }

/** A fake server that knows the given topics by code (in the language the call asks for). */
function topicServer(topics: Record<string, Topic | { th: Topic; en: Topic }>) {
  return fakeServer((call: Call) => {
    const match = call.path.match(/^\/api\/v2\/topic\/details-topiccode\/(.+)$/)
    if (!match) return undefined
    const code = decodeURIComponent(match[1]!)
    const entry = topics[code]
    if (!entry) return { status: 404, body: { Data: null, ErrorList: ['ไม่พบหน้านี้'] } }
    const topic = 'th' in entry ? entry[call.headers.get('Language') === 'en' ? 'en' : 'th'] : entry
    return {
      body: {
        Data: {
          Id: 1,
          SystemName: code,
          Title: topic.title,
          Body: topic.body,
          MetaTitle: null,
          MetaDescription: null,
          SeName: code,
          SubTopics: (topic.subTopics ?? []).map((sub) => ({
            ...sub,
            SystemName: `${code}-${sub.Key}`,
          })),
        },
        ErrorList: [],
      },
    }
  })
}

const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const topicCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.path.startsWith('/api/v2/topic/')).map((c) => c.path)

const terms = {
  title: 'ข้อกำหนดและเงื่อนไข',
  body: '<h2>ข้อกำหนดและเงื่อนไข</h2><p>ข้อกำหนดแบ่งเป็นสามส่วน</p>',
  subTopics: [
    { Key: 'account', Title: 'บัญชีผู้ใช้' },
    { Key: 'purchase', Title: 'การสั่งซื้อและการคืนเงิน' },
  ],
}

describe('topic pages', () => {
  it('shows a topic by its code with its HTML sanitised: scripts and event handlers are gone', async () => {
    const server = topicServer({
      about: {
        title: 'เกี่ยวกับเรา',
        body:
          '<h2>เกี่ยวกับเรา</h2><p>ร้านหนังสือของคนรักการอ่าน</p>' +
          '<script>window.__topicHacked = true</script>' +
          '<img src="x" onerror="window.__topicHacked = true" alt="">' +
          '<a href="javascript:alert(1)">ลิงก์อันตราย</a><h3>ติดต่อ</h3><p>ส่งข้อความหาเรา</p>',
      },
    })
    await open('/topic/about', { server })
    await expect.element(h1('เกี่ยวกับเรา')).toBeVisible()
    await expect.element(page.getByText('ร้านหนังสือของคนรักการอ่าน')).toBeVisible()
    const article = document.querySelector('article')!
    expect(article.querySelector('script')).toBeNull()
    expect(article.querySelector('img')!.hasAttribute('onerror')).toBe(false)
    expect(article.querySelector('a')!.getAttribute('href')).toBeNull()
    expect((window as { __topicHacked?: boolean }).__topicHacked).toBeUndefined()
    // The body's first heading only repeated the title; the rest sit under the page's h1.
    expect(page.getByRole('heading', { name: 'เกี่ยวกับเรา' }).all()).toHaveLength(1)
    await expect.element(page.getByRole('heading', { level: 2, name: 'ติดต่อ' })).toBeVisible()
    expect(document.title).toBe('เกี่ยวกับเรา | ร้านหนังสืออีบุ๊ก')
  })

  it("shows the '404!' page for a code the server does not know", async () => {
    await open('/en/topic/no-such-topic', { server: topicServer({}) })
    await expect.element(h1('404!')).toBeVisible()
    await expect.element(page.getByText("Sorry, that page doesn't exist.")).toBeVisible()
  })

  it("gives 'Page Not Found: {path}' for an address that cannot name a topic", async () => {
    const server = topicServer({})
    await open('/topic/a.b', { server })
    await expect.element(h1('ไม่พบหน้านี้: /topic/a.b')).toBeVisible()
    expect(topicCalls(server)).toEqual([])
  })

  it('shows the privacy policy (topic policy) in the language of the address', async () => {
    const server = topicServer({
      policy: {
        th: { title: 'นโยบายความเป็นส่วนตัว', body: '<p>เราเคารพความเป็นส่วนตัวของคุณ</p>' },
        en: { title: 'Privacy Policy', body: '<p>We respect your privacy.</p>' },
      },
    })
    await open('/en/policy', { server })
    await expect.element(h1('Privacy Policy')).toBeVisible()
    await expect.element(page.getByText('We respect your privacy.')).toBeVisible()
    expect(document.title).toBe('Privacy Policy | E-book Store')
    expect(topicCalls(server)).toEqual(['/api/v2/topic/details-topiccode/policy'])
    // No sections: no side list.
    expect(page.getByRole('navigation', { name: 'In this section' }).query()).toBeNull()
  })

  it('lists the sections of the terms beside the main page, the current one marked', async () => {
    const server = topicServer({ termandcondition: terms })
    await open('/termandcondition', { server })
    await expect.element(h1('ข้อกำหนดและเงื่อนไข')).toBeVisible()
    const sections = page.getByRole('navigation', { name: 'หัวข้อในหน้านี้' })
    await expect
      .element(sections.getByRole('link', { name: 'ภาพรวม' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(sections.getByRole('link', { name: 'บัญชีผู้ใช้' }))
      .toHaveAttribute('href', '/termandcondition/account')
    await expect
      .element(sections.getByRole('link', { name: 'การสั่งซื้อและการคืนเงิน' }))
      .toHaveAttribute('href', '/termandcondition/purchase')
  })

  it('shows a section of the terms by its key (topic termandcondition-{key}) with the side list', async () => {
    const server = topicServer({
      termandcondition: terms,
      'termandcondition-account': { title: 'บัญชีผู้ใช้', body: '<ul><li>อายุ 13 ปีขึ้นไป</li></ul>' },
    })
    const { app } = await open('/en/termandcondition/account', { server })
    await expect.element(h1('บัญชีผู้ใช้')).toBeVisible()
    expect(topicCalls(server).sort()).toEqual([
      '/api/v2/topic/details-topiccode/termandcondition',
      '/api/v2/topic/details-topiccode/termandcondition-account',
    ])
    const sections = page.getByRole('navigation', { name: 'In this section' })
    await expect
      .element(sections.getByRole('link', { name: 'บัญชีผู้ใช้' }))
      .toHaveAttribute('aria-current', 'page')
    await sections.getByRole('link', { name: 'Overview' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/termandcondition')
    await expect.element(h1('ข้อกำหนดและเงื่อนไข')).toBeVisible()
  })

  it("shows the purchase process's sections, and '404!' for a key it does not have", async () => {
    const server = topicServer({
      purchaseprocess: {
        title: 'ขั้นตอนการสั่งซื้อ',
        body: '<ol><li>เลือกหนังสือ</li></ol>',
        subTopics: [{ Key: 'coins', Title: 'เหรียญสะสม' }],
      },
      'purchaseprocess-coins': { title: 'เหรียญสะสม', body: '<p>ทุก 10 บาท รับ 1 เหรียญ</p>' },
    })
    const { app } = await open('/purchaseprocess/coins', { server })
    await expect.element(page.getByText('ทุก 10 บาท รับ 1 เหรียญ')).toBeVisible()
    await app.router.navigate({ href: '/purchaseprocess/nothing' } as never)
    await expect.element(h1('404!')).toBeVisible()
  })

  it('keeps a link inside a topic to another store page in the page language, inside the app', async () => {
    const server = topicServer({
      about: { title: 'About us', body: '<p><a href="/contactus">Write to us</a></p>' },
    })
    const { app } = await open('/en/topic/about', { server })
    await page.getByRole('link', { name: 'Write to us' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/contactus')
  })
})
