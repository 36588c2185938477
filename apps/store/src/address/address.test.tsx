import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  addressIn,
  blankAddressForm,
  countryCalls,
  districtsOf,
  expectNoAxeViolations,
  fakeAddress,
  formValuesOf,
  handlers,
  ok,
  provinces,
  refused,
  routes,
  signIn,
  type Handler,
} from '../checkout/test-fixtures'
import { fakeServer, renderStore } from '../test/harness'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(path: string, handler: Handler) {
  const rendered = await renderStore(path, { server: fakeServer(handler) })
  stops.push(rendered.stop)
  return rendered
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const combobox = (name: string) => page.getByRole('combobox', { name, exact: true })
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true })
const countOf = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length

describe('the address form', () => {
  it('offers province → district → sub-district → postcode as dependent choices, each from its call, emptying the levels below', async () => {
    signIn()
    // A blank form whose provinces come from the states call.
    const { server } = await open(
      '/customer/addressadd',
      handlers(
        routes({ 'GET /v2/customer/addressedit/0': () => ok({ Address: blankAddressForm() }) }),
        countryCalls,
      ),
    )
    await expect.element(heading('เพิ่มที่อยู่')).toBeVisible()
    await expect.element(combobox('อำเภอ/เขต')).toBeDisabled()
    await expect.element(combobox('ตำบล/แขวง')).toBeDisabled()
    await expect
      .poll(() => countOf(server.calls, 'GET', '/api/v2/country/getstatesbycountryid/1'))
      .toBe(1)

    await userEvent.selectOptions(combobox('จังหวัด'), 'กรุงเทพมหานคร')
    await expect.element(combobox('อำเภอ/เขต')).toBeEnabled()
    expect(countOf(server.calls, 'GET', '/api/v2/country/getcitybystatesid/10')).toBe(1)
    await userEvent.selectOptions(combobox('อำเภอ/เขต'), 'เขตพระนคร')
    // The district's sub-districts come with it: no further call.
    await userEvent.selectOptions(combobox('ตำบล/แขวง'), 'แขวงวังบูรพาภิรมย์')
    await expect.element(textbox('รหัสไปรษณีย์')).toHaveValue('10200')

    // Another district empties the sub-district and the postcode.
    await userEvent.selectOptions(combobox('อำเภอ/เขต'), 'เขตคลองเตย')
    await expect.element(combobox('ตำบล/แขวง')).toHaveValue('')
    await expect.element(textbox('รหัสไปรษณีย์')).toHaveValue('')
    await userEvent.selectOptions(combobox('ตำบล/แขวง'), 'แขวงคลองตัน')
    await expect.element(textbox('รหัสไปรษณีย์')).toHaveValue('10110')

    // Another province asks for its districts and empties every level below it.
    await userEvent.selectOptions(combobox('จังหวัด'), 'เชียงใหม่')
    await expect.element(combobox('อำเภอ/เขต')).toHaveValue('')
    await expect.element(combobox('ตำบล/แขวง')).toHaveValue('')
    await expect.element(combobox('ตำบล/แขวง')).toBeDisabled()
    await expect.element(textbox('รหัสไปรษณีย์')).toHaveValue('')
    await expect
      .poll(() => countOf(server.calls, 'GET', '/api/v2/country/getcitybystatesid/50'))
      .toBe(1)
    await expect
      .element(combobox('อำเภอ/เขต').getByRole('option', { name: 'เมืองเชียงใหม่' }))
      .toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('checks the fields as they are typed, and keeps what was typed when the server refuses it', async () => {
    signIn()
    let posts = 0
    const { server } = await open(
      '/en/customer/addressadd',
      handlers(
        routes({
          'GET /v2/customer/addressedit/0': () =>
            ok({
              Address: blankAddressForm({
                AvailableStates: provinces.map((item) => ({
                  Disabled: false,
                  Group: null,
                  Selected: false,
                  Text: item.name,
                  Value: String(item.id),
                })),
              }),
            }),
          'POST /v2/customer/addressadd': () => {
            posts++
            return refused(['You can keep at most 20 addresses.'])
          },
        }),
        countryCalls,
      ),
    )
    await expect.element(heading('Add an address')).toBeVisible()
    // The provinces came with the form: no states call.
    expect(countOf(server.calls, 'GET', '/api/v2/country/getstatesbycountryid/1')).toBe(0)

    // Submitting empty shows every problem and sends nothing.
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect
      .element(textbox('First name'))
      .toHaveAccessibleDescription('Please fill in this field.')
    await expect.element(combobox('Province')).toHaveAccessibleDescription('Please choose one.')
    await expect.element(textbox('First name')).toHaveFocus()
    expect(posts).toBe(0)

    await userEvent.fill(textbox('First name'), 'Malee')
    await expect
      .element(textbox('First name'))
      .not.toHaveAccessibleDescription('Please fill in this field.')
    await userEvent.fill(textbox('Last name'), 'Jaidee')
    await userEvent.fill(textbox('Email'), 'malee@example')
    await expect
      .element(textbox('Email'))
      .toHaveAccessibleDescription('This is not a valid email address.')
    await userEvent.fill(textbox('Email'), 'malee@example.com')
    await expect.element(textbox('Email')).toHaveAccessibleDescription('')
    await userEvent.fill(textbox('Phone number'), '12345')
    await expect
      .element(textbox('Phone number'))
      .toHaveAccessibleDescription(/starts with 0 and has 9–10 digits/)
    await userEvent.fill(textbox('Phone number'), '081-234-5678')
    await userEvent.fill(textbox('House number, building, street'), '99/1 Na Phra Lan Road')
    await userEvent.selectOptions(combobox('Province'), '10')
    await userEvent.selectOptions(combobox('District'), '1001')
    await userEvent.selectOptions(combobox('Sub-district'), '100101')

    // Pressed twice: sent once; refused: the server's words, the form as typed.
    const save = page.getByRole('button', { name: 'Save address' }).element() as HTMLButtonElement
    save.form!.requestSubmit()
    save.form!.requestSubmit()
    save.click()
    await expect
      .element(page.getByRole('alert').getByText('You can keep at most 20 addresses.'))
      .toBeVisible()
    expect(posts).toBe(1)
    const post = server.calls.find((call) => call.path === '/api/v2/customer/addressadd')!
    expect(post.body).toEqual({
      Data: {
        Address: {
          FirstName: 'Malee',
          LastName: 'Jaidee',
          Email: 'malee@example.com',
          PhoneNumber: '0812345678',
          Company: null,
          Address1: '99/1 Na Phra Lan Road',
          Address2: null,
          CountryId: 1,
          StateProvinceId: 10,
          DistrictId: 1001,
          SubDistrictId: 100101,
          ZipPostalCode: '10200',
        },
      },
    })
    await expect.element(textbox('First name')).toHaveValue('Malee')
    await expect.element(textbox('Phone number')).toHaveValue('081-234-5678')
    await expect.element(combobox('Sub-district')).toHaveValue('100101')
    await expect.element(textbox('Postcode')).toHaveValue('10200')
  })

  it('edits an address: shows its current choices without asking again, saves it and goes back to the list', async () => {
    signIn()
    const address = fakeAddress({
      Id: 5,
      AvailableStates: provinces.map((item) => ({
        Disabled: false,
        Group: null,
        Selected: item.id === 10,
        Text: item.name,
        Value: String(item.id),
      })),
      AvailableDistricts: districtsOf[10]!,
    })
    const { app, server } = await open(
      '/customer/addressedit/5',
      handlers(
        routes({
          'GET /v2/customer/addressedit/5': () => ok({ Address: address }),
          'POST /v2/customer/addressedit/5': () => ok(fakeAddress({ Id: 5 }), 'บันทึกแล้ว'),
          'GET /v2/customer/addresses': () =>
            ok({ Addresses: [fakeAddress({ Id: 5 })], SelectedShippingAddressId: 5 }),
        }),
        countryCalls,
      ),
    )
    await expect.element(heading('แก้ไขที่อยู่')).toBeVisible()
    await expect.element(combobox('จังหวัด')).toHaveValue('10')
    await expect.element(combobox('อำเภอ/เขต')).toHaveValue('1001')
    await expect.element(combobox('ตำบล/แขวง')).toHaveValue('100101')
    await expect.element(textbox('รหัสไปรษณีย์')).toHaveValue('10200')
    expect(server.calls.some((call) => call.path.startsWith('/api/v2/country/'))).toBe(false)

    await userEvent.fill(textbox('บ้านเลขที่ อาคาร ถนน'), '1 ถนนราชดำเนิน')
    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/customer/addresses')
    const post = server.calls.find(
      (call) => call.path.includes('addressedit/5') && call.method === 'POST',
    )!
    expect(post.path).toBe('/api/v2/customer/addressedit/5')
    expect((post.body as { Data: { Address: { Address1: string } } }).Data.Address.Address1).toBe(
      '1 ถนนราชดำเนิน',
    )
    await expect.element(page.getByText('บันทึกที่อยู่แล้ว')).toBeVisible()
  })

  it("shows '404!' for an address that is not the customer's, and 'Page Not Found' for an id that is not one", async () => {
    signIn()
    const { app } = await open(
      '/customer/addressedit/99',
      routes({
        'GET /v2/customer/addressedit/99': () => refused(['ไม่พบที่อยู่นี้'], 404),
      }),
    )
    await expect.element(page.getByRole('heading', { name: '404!' })).toBeVisible()
    await app.router.navigate({ href: '/customer/addressedit/abc' } as never)
    await expect
      .element(page.getByRole('heading', { name: 'ไม่พบหน้านี้: /customer/addressedit/abc' }))
      .toBeVisible()
  })
})

describe("place names in the page's language", () => {
  for (const [path, names] of [
    [
      '',
      {
        heading: 'เพิ่มที่อยู่',
        book: 'ที่อยู่ของฉัน',
        fields: ['จังหวัด', 'อำเภอ/เขต', 'ตำบล/แขวง', 'รหัสไปรษณีย์'],
        places: ['กรุงเทพมหานคร', 'เขตพระนคร', 'แขวงวังบูรพาภิรมย์'],
        line: 'แขวงวังบูรพาภิรมย์ เขตพระนคร กรุงเทพมหานคร 10200',
      },
    ],
    [
      '/en',
      {
        heading: 'Add an address',
        book: 'My addresses',
        fields: ['Province', 'District', 'Sub-district', 'Postcode'],
        places: ['Bangkok', 'Phra Nakhon', 'Wang Burapha Phirom'],
        line: 'Wang Burapha Phirom Phra Nakhon Bangkok 10200',
      },
    ],
  ] as const) {
    it(`asks for the places in the page's language and shows them so (${path || '/'})`, async () => {
      signIn()
      const [province, district, subDistrict, postcode] = names.fields
      // The server names places in the language the call asks for (its Language header).
      await open(
        `${path}/customer/addressadd`,
        handlers(
          routes({ 'GET /v2/customer/addressedit/0': () => ok({ Address: blankAddressForm() }) }),
          countryCalls,
        ),
      )
      await expect.element(heading(names.heading)).toBeVisible()
      await userEvent.selectOptions(combobox(province), names.places[0])
      await userEvent.selectOptions(combobox(district), names.places[1])
      await userEvent.selectOptions(combobox(subDistrict), names.places[2])
      await expect.element(textbox(postcode)).toHaveValue('10200')
      stops.forEach((stop) => stop())
      stops = []

      const saved = fakeAddress({ SubDistrictId: 100102, County: 'แขวงวังบูรพาภิรมย์' })
      await open(`${path}/customer/addresses`, (call) =>
        call.path === '/api/v2/customer/addresses'
          ? ok({
              Addresses: [addressIn(call.headers.get('Language'), saved)],
              SelectedShippingAddressId: saved.Id,
            })
          : undefined,
      )
      await expect.element(heading(names.book)).toBeVisible()
      await expect.element(page.getByText(names.line)).toBeVisible()
    })
  }
})

describe('the address book', () => {
  const list = (ids: number[], selected: number | null = ids[0] ?? null) =>
    ok({
      Addresses: ids.map((id) =>
        fakeAddress({ Id: id, FirstName: id === 5 ? 'สมชาย' : 'สมหญิง', LastName: 'ใจดี' }),
      ),
      SelectedShippingAddressId: selected,
    })

  it('deletes an address only after the confirm dialog says OK', async () => {
    signIn()
    let ids = [5, 6]
    const { server } = await open(
      '/customer/addresses',
      routes({
        'GET /v2/customer/addresses': () => list(ids, 5),
        'POST /v2/customer/addressdelete/6': () => {
          ids = [5]
          return ok(null, 'ลบแล้ว')
        },
      }),
    )
    await expect.element(heading('ที่อยู่ของฉัน')).toBeVisible()
    await expect.element(page.getByText('ใช้ออกใบเสร็จ')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'แก้ไข ที่อยู่ของ สมหญิง ใจดี' }))
      .toHaveAttribute('href', '/customer/addressedit/6')
    await expectNoAxeViolations()

    const remove = page.getByRole('button', { name: 'ลบ ที่อยู่ของ สมหญิง ใจดี' })
    await remove.click()
    const dialog = page.getByRole('alertdialog')
    await expect.element(dialog.getByText('ลบที่อยู่นี้หรือไม่')).toBeVisible()
    await dialog.getByRole('button', { name: 'ไม่' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(server.calls.some((call) => call.path.includes('addressdelete'))).toBe(false)

    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByText('ลบที่อยู่แล้ว')).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'สมหญิง ใจดี' })).not.toBeInTheDocument()
    expect(countOf(server.calls, 'POST', '/api/v2/customer/addressdelete/6')).toBe(1)
  })

  it('sends a guest to the login page, which brings them back', async () => {
    const { app } = await open('/en/customer/addresses', () => undefined)
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/customer/addresses' })
  })
})

describe('the billing address choice', () => {
  it('chooses another address with saveshipping and goes back to paying', async () => {
    signIn()
    const { app, server } = await open(
      '/customer/shipping-address?redirect=%2Fpayment',
      routes({
        'GET /v2/customer/addresses': () =>
          ok({
            Addresses: [
              fakeAddress({ Id: 5, FirstName: 'สมชาย' }),
              fakeAddress({ Id: 6, FirstName: 'สมหญิง' }),
            ],
            SelectedShippingAddressId: 5,
          }),
        'POST /v2/checkout/saveshipping': () => ok(fakeAddress({ Id: 6 })),
        'GET /v2/checkout/checkoutbook': () => refused(['ตะกร้าสินค้าว่างเปล่า']),
      }),
    )
    await expect.element(heading('ที่อยู่สำหรับใบเสร็จ')).toBeVisible()
    await expect.element(page.getByRole('radio', { name: /สมชาย ใจดี/ })).toBeChecked()
    await expect
      .element(page.getByRole('link', { name: 'เพิ่มที่อยู่ใหม่' }))
      .toHaveAttribute('href', '/customer/shipping-address-add?redirect=%2Fpayment')
    await expectNoAxeViolations()
    await page.getByRole('radio', { name: /สมหญิง ใจดี/ }).click()
    await page.getByRole('button', { name: 'ใช้ที่อยู่นี้' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/payment')
    const save = server.calls.find((call) => call.path === '/api/v2/checkout/saveshipping')!
    expect(formValuesOf(save)).toEqual({ shipping_address_id: '6' })
  })

  it('adds a new address and chooses it at once', async () => {
    signIn()
    const { app, server } = await open(
      '/customer/shipping-address-add',
      handlers(
        routes({
          'GET /v2/customer/addressedit/0': () => ok({ Address: blankAddressForm() }),
          'POST /v2/customer/addressadd': () => ({
            status: 201,
            body: { Data: 31, Message: 'บันทึกแล้ว', ErrorList: [] },
          }),
          'POST /v2/checkout/saveshipping': () => ok(fakeAddress({ Id: 31 })),
          'GET /v2/customer/addresses': () =>
            ok({ Addresses: [fakeAddress({ Id: 31 })], SelectedShippingAddressId: 31 }),
        }),
        countryCalls,
      ),
    )
    await expect.element(heading('เพิ่มที่อยู่สำหรับใบเสร็จ')).toBeVisible()
    await userEvent.fill(textbox('ชื่อ'), 'มาลี')
    await userEvent.fill(textbox('นามสกุล'), 'ใจดี')
    await userEvent.fill(textbox('อีเมล'), 'malee@example.com')
    await userEvent.fill(textbox('เบอร์โทรศัพท์'), '0812345678')
    await userEvent.fill(textbox('บ้านเลขที่ อาคาร ถนน'), '1 ถนนราชดำเนิน')
    await userEvent.selectOptions(combobox('จังหวัด'), '50')
    await userEvent.selectOptions(combobox('อำเภอ/เขต'), '5001')
    await userEvent.selectOptions(combobox('ตำบล/แขวง'), '500101')
    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/customer/shipping-address')
    const save = server.calls.find((call) => call.path === '/api/v2/checkout/saveshipping')!
    expect(formValuesOf(save)).toEqual({ shipping_address_id: '31' })
  })
})
