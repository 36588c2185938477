/**
 * Every call SPEC.md §7 lists must be in the contract, with its exact method and path. Path
 * parameters match whatever they are named (`{id}` in SPEC.md, `{productId}` here).
 */
import { describe, expect, it } from 'vitest'
import { documents, operationsOf, type DocumentName } from '../documents'

/** SPEC.md §7, call by call: [document, method, path]. */
const specCalls: [DocumentName, string, string][] = [
  // App start (SPEC.md §7 preamble)
  ['v2', 'POST', '/appstart'],
  // Customer
  ['v2', 'POST', '/v2/customer/login'],
  ['v2', 'POST', '/v2/customer/externallogin'],
  ['v2', 'POST', '/v2/customer/register'],
  ['v2', 'POST', '/v2/customer/changepassword'],
  ['v2', 'POST', '/v2/customer/deactivate'],
  ['v2', 'GET', '/v2/customer/logout'],
  ['v2', 'POST', '/v2/customer/reset-password'],
  ['v2', 'GET', '/v2/customer/validate-reset-password/{token}/{guid}'],
  ['v2', 'POST', '/v2/customer/confirm-reset-password'],
  ['v2', 'POST', '/v2/customer/info'],
  ['v2', 'GET', '/v2/customer/info'],
  ['v2', 'GET', '/v2/customer/login-info'],
  ['v2', 'GET', '/v2/customer/coin/balance'],
  // Home
  ['v2', 'GET', '/v2/slider/home-slider'],
  ['v2', 'GET', '/v2/home/homepagecategorieswithproducts'],
  ['v2', 'GET', '/v2/home/categorytree'],
  ['v2', 'POST', '/v2/home/recentview'],
  // Catalog and search
  ['v2', 'GET', '/v2/catalog/category/{id}'],
  ['v2', 'GET', '/v2/catalog/newproducts'],
  ['v2', 'GET', '/v2/catalog/bestsellerproducts'],
  ['v2', 'GET', '/v2/catalog/productbytag/{id}'],
  ['v2', 'GET', '/v2/catalog/manufacturer/{id}'],
  ['v2', 'GET', '/v2/catalog/vendor/{id}'],
  ['v2', 'POST', '/v2/catalog/search'],
  ['v2', 'GET', '/v2/catalog/search-autocomplete/{term}'],
  ['v2', 'GET', '/v2/product/searchcriteria'],
  // Addresses and countries
  ['v2', 'GET', '/v2/customer/addresses'],
  ['v2', 'GET', '/v2/customer/addressedit/{id}'],
  ['v2', 'POST', '/v2/customer/addressedit/{id}'],
  ['v2', 'POST', '/v2/customer/addressdelete/{id}'],
  ['v2', 'POST', '/v2/customer/addressadd'],
  ['v2', 'POST', '/v2/checkout/saveshipping'],
  ['v2', 'GET', '/v2/country/getstatesbycountryid/{id}'],
  ['v2', 'GET', '/v2/country/getcitybystatesid/{id}'],
  // Downloads
  ['v2', 'GET', '/v2/download/getdownloadcloud/{a}/{b}'],
  // Publisher
  ['v2', 'POST', '/v2/common/contactvendor'],
  ['v2', 'POST', '/v2/publisher/RegisterPublisher'],
  ['v2', 'GET', '/v2/publisher/getmasterbook'],
  ['v2', 'GET', '/v2/publisher/getmasteraccounttype'],
  // Bookshelf
  ['v2', 'POST', '/v2/customer/mybook'],
  ['v2', 'GET', '/v2/customer/myshelves'],
  ['v2', 'POST', '/v2/customer/removeproductonshelf'],
  ['v2', 'POST', '/v2/customer/addbookshelf'],
  ['v2', 'POST', '/v2/customer/productonbookshelf'],
  ['v2', 'POST', '/v2/customer/updatebookshelf'],
  ['v2', 'POST', '/v2/customer/removebookshelf'],
  ['v2', 'POST', '/v2/customer/addproductmappingshelf'],
  ['v2', 'POST', '/v2/customer/addsampleebook'],
  // Product
  ['v2', 'GET', '/v2/product/productdetails/{id}'],
  ['v2', 'GET', '/v2/product/productreviewspagging'],
  ['v2', 'GET', '/v2/product/productsalsopurchase/{id}'],
  ['v2', 'POST', '/v2/product/productreviewsadd/{id}'],
  // Cart and checkout
  ['v2', 'POST', '/v2/shoppingcart/addproducttocart/details/{a}/{b}'],
  ['v2', 'GET', '/v2/shoppingcart/cart'],
  ['v2', 'POST', '/v2/shoppingcart/updatecart'],
  ['v2', 'POST', '/v2/shoppingcart/applydiscountcoupon'],
  ['v2', 'POST', '/v2/shoppingcart/removediscountcoupon'],
  ['v2', 'GET', '/v2/checkout/checkoutbook'],
  ['v2', 'POST', '/v2/checkout/userewardpoints'],
  ['v2', 'GET', '/v2/checkout/verify-checkout'],
  // Payment. SPEC.md's bare "POST {token}" is the 2C2P ("123") confirmation, whose path ends in
  // the checkout token: /v2/checkout/confirmorder123/{token}.
  ['v2', 'GET', '/v2/checkout/getpaymentmethods'],
  ['v2', 'POST', '/v2/checkout/confirmorderomise'],
  ['v2', 'POST', '/v2/checkout/confirmorder123/{token}'],
  ['v2', 'POST', '/v2/checkout/confirmorderpgwpayment'],
  ['v2', 'POST', '/v2/order/orderdetails/changeomisepayment'],
  ['v2', 'POST', '/v2/order/orderdetails/change123payment'],
  ['v2', 'POST', '/v2/order/orderdetails/changepgwpayment'],
  ['v2', 'GET', '/v2/checkout/completed'],
  // Orders
  ['v2', 'GET', '/v2/order/history-details'],
  ['v2', 'POST', '/v2/order/cancelorder'],
  ['v2', 'POST', '/v2/order/can-repayment'],
  ['v2', 'GET', '/v2/order/orderdetails/{id}'],
  // Contact
  ['v2', 'GET', '/v2/common/contactus'],
  ['v2', 'POST', '/v2/common/contactus'],
  // Wishlist
  ['v2', 'POST', '/v2/shoppingcart/addproducttowishlist/{id}'],
  ['v2', 'POST', '/v2/shoppingcart/removewishlist/{id}'],
  ['v2', 'GET', '/v2/shoppingcart/wishlistpaging'],
  // Content
  ['v2', 'GET', '/v2/common/dynamic-content/{a}/{b}'],
  ['v2', 'GET', '/v2/topic/details-topiccode/{code}'],
  ['v2', 'GET', '/common/setlanguage/{lang}'],
  // Second API (v1)
  ['v1', 'GET', '/v1/home/widgets'],
  ['v1', 'GET', '/v1/home/new-release'],
  ['v1', 'GET', '/v1/home/best-seller'],
  ['v1', 'GET', '/v1/home/recent-view'],
  ['v1', 'GET', '/v1/home/category-product'],
  ['v1', 'DELETE', '/v1/cache/clear-all'],
  ['v1', 'GET', '/builds/latest.json'],
  // Login-session provider
  ['auth', 'GET', '/csrf'],
  ['auth', 'GET', '/providers'],
  ['auth', 'GET', '/session'],
  ['auth', 'POST', '/signin/{provider}'],
  ['auth', 'POST', '/signout'],
  ['auth', 'GET', '/callback/{provider}'],
]

/** A path with its parameter names erased: `/a/{id}` and `/a/{productId}` are the same path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}')

const present = (name: DocumentName) =>
  new Set(operationsOf(documents[name]).map(({ method, path }) => `${method} ${shape(path)}`))

describe('SPEC.md §7 calls in the contract', () => {
  const byDocument = { v2: present('v2'), v1: present('v1'), auth: present('auth') }

  it.each(specCalls)('%s has %s %s', (name, method, path) => {
    expect(byDocument[name].has(`${method} ${shape(path)}`)).toBe(true)
  })

  it('lists each SPEC call once', () => {
    const keys = specCalls.map(([name, method, path]) => `${name} ${method} ${shape(path)}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
