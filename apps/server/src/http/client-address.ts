/**
 * The client's address: the socket's peer, or, when the peer is a proxy the server is told to
 * trust (TRUSTED_PROXIES, e.g. the load balancer), the address that proxy saw in front of it,
 * taken from `X-Forwarded-For`. Limits counted per address (logins, password resets, contact
 * messages) see each shopper behind the balancer, while a client that connects directly cannot
 * pick its address by sending the header.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'

/** An address range: a CIDR, or one address as a range of one. */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number]

/**
 * Reads a comma-separated list of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`).
 * Throws a message naming the first entry that is neither.
 */
export function parseAddressRanges(text: string): AddressRange[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address, bits, ...rest] = entry.split('/')
      if (isAddress(address!) && rest.length === 0) {
        if (bits === undefined) {
          const one = ipaddr.process(address!)
          return [one, one.kind() === 'ipv4' ? 32 : 128] as AddressRange
        }
        if (ipaddr.isValidCIDR(entry)) return normalizedRange(ipaddr.parseCIDR(entry))
      }
      throw new Error(`'${entry}' is neither an IP address nor a CIDR range`)
    })
}

/** An IPv4 range written as IPv4-mapped IPv6 (`::ffff:10.0.0.0/104`) matches as IPv4. */
function normalizedRange([address, bits]: AddressRange): AddressRange {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96]
  }
  return [address, bits]
}

/**
 * Whether a text is an address as proxies and sockets write them: IPv4 in four decimal parts
 * (not the legacy forms `1`, `0x7f.1` ipaddr.js also reads), or IPv6.
 */
function isAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text)
}

/** An address in its canonical form (IPv4-mapped IPv6 as IPv4), or null when it is none. */
function parsed(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return isAddress(text) ? ipaddr.process(text) : null
}

function trusted(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly AddressRange[]): boolean {
  return ranges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  )
}

/**
 * The client's address for a request from `peer` carrying `forwardedFor`. Each trusted proxy
 * appends the address it was connected from, so the list is read from the right: the first
 * address that is not a trusted proxy is the client. An entry that is no address (garbage, a
 * port) ends the walk: the hop that added it is taken, as nothing left of it can be believed.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly AddressRange[],
): string | null {
  let client = peer ? parsed(peer) : null
  if (!client) return peer ?? null
  if (forwardedFor) {
    const hops = forwardedFor.split(',')
    while (trusted(client, trustedProxies) && hops.length) {
      const hop = parsed(hops.pop()!.trim())
      if (!hop) break
      client = hop
    }
  }
  return client.toString()
}

/** The client's address of a request (null without a socket: `app.request` in tests). */
export function clientAddress(c: Context, trustedProxies: readonly AddressRange[]): string | null {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    return null
  }
  return clientAddressOf(peer, c.req.header('X-Forwarded-For'), trustedProxies)
}
