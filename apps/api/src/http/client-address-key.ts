import { isIP } from 'node:net';

/** An IPv6 address's eight 16-bit groups (the address is known to be valid, without a zone). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      // An IPv4 address written in the last 32 bits (::ffff:1.2.3.4).
      const [a, b, c, d] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const first = parse(head);
  const last = parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key a client address is counted by in every per-address limit (connection caps, attempt limits): an IPv4
 * address as it is, an IPv6 address by its /64 prefix, since one subscriber's machine is given a whole /64 and could
 * otherwise take a fresh budget with each of its addresses. An IPv4 address seen through an IPv6 socket
 * (::ffff:1.2.3.4) is that IPv4 address. Anything that is no address is its own key, so it still has a budget.
 */
export function clientAddressKey(address: string): string {
  const bare = address.trim().toLowerCase().split('%')[0];
  const version = isIP(bare);
  if (version === 4) return bare;
  if (version !== 6) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
