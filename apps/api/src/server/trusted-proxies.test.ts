import { trustedProxies } from './trusted-proxies';

describe('trustedProxies', () => {
  it("reads TRUST_PROXY's names, addresses and ranges, IPv4 seen through IPv6 too", () => {
    const isTrusted = trustedProxies('loopback, 10.1.0.0/16,2001:db8::7');
    expect(['127.0.0.1', '::ffff:127.0.0.9', '::1', '10.1.200.3', '2001:db8::7'].map(isTrusted)).toEqual(
      Array(5).fill(true),
    );
    expect(['10.2.0.1', '203.0.113.5', '2001:db8::8', undefined].map(isTrusted)).toEqual(Array(4).fill(false));
  });

  it('trusts nobody when unset', () => {
    expect(trustedProxies(undefined)('127.0.0.1')).toBe(false);
  });
});
