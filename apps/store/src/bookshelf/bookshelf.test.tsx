import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'
import {
  booksPage,
  downloadLink,
  libraryBook,
  ok,
  refused,
  shelf,
  signIn,
  type Answer,
} from '../orders/test-data'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.restoreAllMocks()
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

/**
 * A library of a bought book (on collection 1) and a sample added from a book page, with two
 * collections; the shelf calls answer as the server does.
 */
function libraryServer(extra: (call: Call) => Answer = () => undefined) {
  const shelves = [shelf(1, 'วรรณคดีไทย', 1), shelf(2, 'อ่านก่อนนอน', 0)]
  const books = [
    libraryBook(88, 'ผู้ชนะสิบทิศ', { sample: true }),
    libraryBook(76, 'ทวิภพ', { shelves: [1], progress: 0.42 }),
  ]
  return fakeServer((call) => {
    const answer = extra(call)
    if (answer) return answer
    const data = (call.body as { Data?: Record<string, unknown> } | undefined)?.Data
    switch (call.path) {
      case '/api/v2/customer/mybook':
        return ok(booksPage(books))
      case '/api/v2/customer/myshelves':
        return ok(shelves)
      case '/api/v2/customer/productonbookshelf':
        return data?.ShelfId === 1
          ? ok({ Shelf: shelves[0], ...booksPage([books[1]]) })
          : refused(404, 'ไม่พบชั้นหนังสือ')
      case '/api/v2/customer/addbookshelf':
        return ok(shelf(3, String(data?.Name)))
      case '/api/v2/customer/updatebookshelf':
        return ok(shelf(Number(data?.ShelfId), String(data?.Name)))
      case '/api/v2/customer/removebookshelf':
        return ok(null)
      case '/api/v2/customer/addproductmappingshelf':
      case '/api/v2/customer/removeproductonshelf':
        return ok(shelves.find((item) => item.Id === data?.ShelfId))
    }
    return undefined
  })
}

const bodiesOf = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === `/api/v2/customer/${path}`).map((call) => call.body)

describe('bookshelf', () => {
  it('sends a guest to the login page', async () => {
    const { app } = await open('/bookshelf')
    await expect.poll(() => app.router.state.location.pathname).toBe('/Login')
    expect(app.router.state.location.search).toMatchObject({ redirect: '/bookshelf' })
  })

  it('shows the bought books and the samples added from a book page, and the collections', async () => {
    signIn()
    const { server } = await open('/bookshelf', { server: libraryServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ชั้นหนังสือของฉัน' }))
      .toBeVisible()
    await expect.element(page.getByRole('link', { name: 'ผู้ชนะสิบทิศ', exact: true })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'ทวิภพ', exact: true })).toBeVisible()
    // Each opens in the reader (the sample as a sample), with how far it has been read.
    await expect
      .element(page.getByRole('link', { name: 'อ่านตัวอย่าง: ผู้ชนะสิบทิศ' }))
      .toHaveAttribute('href', '/read/88?edition=sample')
    await expect
      .element(page.getByRole('link', { name: 'อ่าน: ทวิภพ' }))
      .toHaveAttribute('href', '/read/76')
    await expect.element(page.getByText('อ่านแล้ว 42 %')).toBeVisible()
    await expect.element(page.getByText('ยังไม่ได้เริ่มอ่าน')).toBeVisible()
    // The sample is marked and downloads as a sample.
    await expect.element(page.getByText('ตัวอย่าง', { exact: true })).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'ดาวน์โหลดตัวอย่าง: ผู้ชนะสิบทิศ' }))
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'ดาวน์โหลด: ทวิภพ' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: /วรรณคดีไทย/ })).toBeVisible()
    expect(bodiesOf(server.calls, 'mybook')).toEqual([
      { Data: { PageNumber: 1, PageSize: 24, Query: null, SortBy: 0 } },
    ])
  })

  it('downloads a sample with the nil GUID and sample=true', async () => {
    signIn()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download)
    })
    const server = libraryServer((call) => {
      if (call.path.startsWith('/api/v2/download/')) return ok(downloadLink('88-sample.epub'))
      if (call.path === '/api/downloads/signed-token-1') return { body: 'epub' }
      return undefined
    })
    await open('/bookshelf', { server })
    await page.getByRole('button', { name: 'ดาวน์โหลดตัวอย่าง: ผู้ชนะสิบทิศ' }).click()
    await expect.poll(() => saved).toEqual(['88-sample.epub'])
    const link = server.calls.find((call) => call.path.startsWith('/api/v2/download/'))!
    expect(`${link.path}${link.search}`).toBe(
      '/api/v2/download/getdownloadcloud/88/00000000-0000-0000-0000-000000000000?sample=true',
    )
  })

  it('keeps the search and the order in the address and sends them', async () => {
    signIn()
    const { app, server } = await open('/bookshelf', { server: libraryServer() })
    await userEvent.type(page.getByRole('searchbox', { name: 'ค้นหาในชั้นหนังสือ' }), 'ทวิ')
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'ทวิ' })
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'เรียงตาม' }), 'ชื่อ ก–ฮ')
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'ทวิ', sort: 5 })
    await expect
      .poll(() => bodiesOf(server.calls, 'mybook').at(-1))
      .toEqual({ Data: { PageNumber: 1, PageSize: 24, Query: 'ทวิ', SortBy: 5 } })
  })

  it('creates a collection; a name the server refuses stays in the field with its message', async () => {
    signIn()
    let taken = true
    const server = libraryServer((call) => {
      if (call.path === '/api/v2/customer/addbookshelf' && taken) {
        taken = false
        return refused(400, 'คุณมีชั้นหนังสือชื่อนี้อยู่แล้ว')
      }
      return undefined
    })
    await open('/bookshelf', { server })
    await page.getByRole('button', { name: 'สร้างคอลเลกชัน' }).click()
    const dialog = page.getByRole('dialog', { name: 'สร้างคอลเลกชันใหม่' })
    const name = dialog.getByRole('textbox', { name: 'ชื่อคอลเลกชัน' })
    // Checked as it is typed.
    await userEvent.type(name, 'x')
    await userEvent.clear(name)
    await expect.element(dialog.getByText('กรุณาตั้งชื่อคอลเลกชัน')).toBeVisible()
    await userEvent.type(name, 'วรรณคดีไทย')
    await dialog.getByRole('button', { name: 'บันทึก' }).click()
    await expect.element(dialog.getByText('คุณมีชั้นหนังสือชื่อนี้อยู่แล้ว')).toBeVisible()
    await expect.element(name).toHaveValue('วรรณคดีไทย')
    await userEvent.clear(name)
    await userEvent.type(name, 'นิยายแปล')
    await dialog.getByRole('button', { name: 'บันทึก' }).click()
    await expect.element(page.getByText('สร้างคอลเลกชัน “นิยายแปล” แล้ว')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(bodiesOf(server.calls, 'addbookshelf')).toEqual([
      { Data: { Name: 'วรรณคดีไทย' } },
      { Data: { Name: 'นิยายแปล' } },
    ])
  })

  it('puts a book into a collection and takes it out, from the book', async () => {
    signIn()
    const { server } = await open('/bookshelf', { server: libraryServer() })
    await page.getByRole('button', { name: 'คอลเลกชัน: ทวิภพ' }).click()
    const dialog = page.getByRole('dialog', { name: 'จัดเข้าคอลเลกชัน' })
    const thai = dialog.getByRole('checkbox', { name: /วรรณคดีไทย/ })
    const bedtime = dialog.getByRole('checkbox', { name: /อ่านก่อนนอน/ })
    await expect.element(thai).toBeChecked()
    await expect.element(bedtime).not.toBeChecked()
    await bedtime.click()
    await expect.element(page.getByText('เพิ่ม “ทวิภพ” ในคอลเลกชัน “อ่านก่อนนอน” แล้ว')).toBeVisible()
    await expect.element(thai).toBeEnabled()
    await thai.click()
    await expect.element(page.getByText('นำ “ทวิภพ” ออกจากคอลเลกชัน “วรรณคดีไทย” แล้ว')).toBeVisible()
    expect(bodiesOf(server.calls, 'addproductmappingshelf')).toEqual([
      { Data: { ShelfId: 2, ProductIds: [76] } },
    ])
    expect(bodiesOf(server.calls, 'removeproductonshelf')).toEqual([
      { Data: { ShelfId: 1, ProductId: 76 } },
    ])
  })
})

describe('collections', () => {
  it('lists the collections; renames one and deletes another after the confirmation', async () => {
    signIn()
    const { server } = await open('/bookshelf/collection', { server: libraryServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'คอลเลกชันของฉัน' }))
      .toBeVisible()
    await page.getByRole('button', { name: 'เปลี่ยนชื่อ: วรรณคดีไทย' }).click()
    const dialog = page.getByRole('dialog', { name: 'เปลี่ยนชื่อคอลเลกชัน' })
    const name = dialog.getByRole('textbox', { name: 'ชื่อคอลเลกชัน' })
    await expect.element(name).toHaveValue('วรรณคดีไทย')
    await userEvent.clear(name)
    await userEvent.type(name, 'วรรณคดีไทยชั้นครู')
    await dialog.getByRole('button', { name: 'บันทึก' }).click()
    await expect.element(page.getByText('เปลี่ยนชื่อเป็น “วรรณคดีไทยชั้นครู” แล้ว')).toBeVisible()
    expect(bodiesOf(server.calls, 'updatebookshelf')).toEqual([
      { Data: { ShelfId: 1, Name: 'วรรณคดีไทยชั้นครู' } },
    ])

    await page.getByRole('button', { name: 'ลบ: อ่านก่อนนอน' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'ลบคอลเลกชัน “อ่านก่อนนอน” ใช่ไหม' })
    await confirm.getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByText('ลบคอลเลกชัน “อ่านก่อนนอน” แล้ว')).toBeVisible()
    expect(bodiesOf(server.calls, 'removebookshelf')).toEqual([{ Data: { ShelfId: 2 } }])
  })

  it('shows one collection’s books; takes one out and adds others from the library', async () => {
    signIn()
    const { server } = await open('/bookshelf/collection?shelf=1', { server: libraryServer() })
    await expect.element(page.getByRole('heading', { level: 1, name: 'วรรณคดีไทย' })).toBeVisible()
    expect(bodiesOf(server.calls, 'productonbookshelf')).toEqual([
      { Data: { ShelfId: 1, PageNumber: 1 } },
    ])
    await page.getByRole('button', { name: 'นำออก: ทวิภพ' }).click()
    await expect.element(page.getByText('นำ “ทวิภพ” ออกจากคอลเลกชัน “วรรณคดีไทย” แล้ว')).toBeVisible()
    expect(bodiesOf(server.calls, 'removeproductonshelf')).toEqual([
      { Data: { ShelfId: 1, ProductId: 76 } },
    ])

    await page.getByRole('button', { name: 'เพิ่มหนังสือ' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'เพิ่มหนังสือในคอลเลกชัน “วรรณคดีไทย”' })
    // A book already in it is ticked and cannot be chosen again.
    await expect.element(dialog.getByRole('checkbox', { name: /ทวิภพ/ })).toBeDisabled()
    await dialog.getByRole('button', { name: 'เพิ่ม 0 เล่ม' }).click()
    await expect.element(dialog.getByText('เลือกหนังสืออย่างน้อย 1 เล่ม')).toBeVisible()
    await dialog.getByRole('checkbox', { name: /ผู้ชนะสิบทิศ/ }).click()
    await dialog.getByRole('button', { name: 'เพิ่ม 1 เล่ม' }).click()
    await expect.element(page.getByText('เพิ่ม 1 เล่มในคอลเลกชัน “วรรณคดีไทย” แล้ว')).toBeVisible()
    expect(bodiesOf(server.calls, 'addproductmappingshelf')).toEqual([
      { Data: { ShelfId: 1, ProductIds: [88] } },
    ])
  })

  it("answers '404!' for a collection that is not the customer's", async () => {
    signIn()
    await open('/bookshelf/collection?shelf=9', { server: libraryServer() })
    await expect.element(page.getByRole('heading', { name: '404!' })).toBeVisible()
  })
})
