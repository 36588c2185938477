import { describe, expect, it } from 'vitest'
import { clientAddressOf, parseAddressRanges } from './client-address.ts'
import { loadConfig, ConfigError } from '../config.ts'

const balancer = parseAddressRanges('127.0.0.1')

describe('parseAddressRanges', () => {
  it('reads addresses and CIDR ranges of both families, comma-separated', () => {
    const ranges = parseAddressRanges(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8,')
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
      'fd00::/8',
    ])
  })

  it('refuses what is neither an address nor a range', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '1', '10.0.0.1:80', '10.0.0.0/8/8']) {
      expect(() => parseAddressRanges(bad), bad).toThrow(`'${bad}'`)
    }
  })

  it('is read from TRUSTED_PROXIES, none by default, and a bad value stops the start', () => {
    expect(loadConfig({}).trustedProxies).toEqual([])
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1' }).trustedProxies).toHaveLength(1)
    expect(() => loadConfig({ TRUSTED_PROXIES: 'balancer' })).toThrow(ConfigError)
  })
})

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For from a peer that is not trusted (a spoofing client)', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', balancer)).toBe('203.0.113.7')
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7')
    expect(clientAddressOf('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1')
  })

  it("takes the client from a trusted proxy's X-Forwarded-For", () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.1', balancer)).toBe('198.51.100.1')
    expect(clientAddressOf('::ffff:127.0.0.1', '2001:db8::1', balancer)).toBe('2001:db8::1')
  })

  it('keeps the peer when a trusted proxy sent no X-Forwarded-For', () => {
    expect(clientAddressOf('127.0.0.1', undefined, balancer)).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '', balancer)).toBe('127.0.0.1')
  })

  it('takes the right-most address that is not a trusted proxy, whatever the client put left of it', () => {
    const proxies = parseAddressRanges('127.0.0.1, 10.0.0.0/8')
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxies appended what they saw.
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.5', proxies)).toBe(
      '198.51.100.1',
    )
    // Every hop a trusted proxy: the left-most one is the client.
    expect(clientAddressOf('127.0.0.1', '10.0.0.9, 10.0.0.5', proxies)).toBe('10.0.0.9')
  })

  it('stops at a malformed entry and takes the hop that added it', () => {
    const proxies = parseAddressRanges('127.0.0.1, 10.0.0.0/8')
    expect(clientAddressOf('127.0.0.1', 'unknown', proxies)).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '198.51.100.1, garbage, 10.0.0.5', proxies)).toBe(
      '10.0.0.5',
    )
    expect(clientAddressOf('127.0.0.1', '198.51.100.1:4444', proxies)).toBe('127.0.0.1')
  })

  it('writes addresses canonically, so one client is counted once', () => {
    expect(clientAddressOf('::ffff:203.0.113.7', undefined, [])).toBe('203.0.113.7')
    expect(clientAddressOf('127.0.0.1', '2001:DB8:0:0::1', balancer)).toBe('2001:db8::1')
  })

  it('answers null without a socket', () => {
    expect(clientAddressOf(undefined, '198.51.100.1', balancer)).toBeNull()
  })
})
