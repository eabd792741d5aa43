import { BlockList, isIPv6 } from 'node:net';

/** The ranges TRUST_PROXY's names stand for (as Fastify's proxy-addr reads them). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a socket's address is one of TRUST_PROXY's proxies, decided when the connection opens (before any request,
 * so before Fastify's own reading of X-Forwarded-For). A proxy's connections carry many visitors, so they are not
 * counted against one address.
 */
export function trustedProxies(spec: string | undefined): (address: string | undefined) => boolean {
  if (!spec) return () => false;
  const list = new BlockList();
  for (const entry of spec.split(',').flatMap((item) => NAMED_RANGES[item.trim()] ?? [item.trim()])) {
    const [address, prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      // Not an address Node reads (a netmask instead of a prefix): Fastify still trusts it for X-Forwarded-For.
    }
  }
  return (address) => address !== undefined && list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}
