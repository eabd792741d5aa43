import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keys an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('203.0.113.6')).not.toBe(clientAddressKey('203.0.113.5'));
  });

  it('keys two IPv6 addresses of one /64 alike, however they are written', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:a:b:c:d%eth0')).toBe(key);
  });

  it('keys IPv6 addresses of different /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientAddressKey('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(clientAddressKey('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4');
  });

  it('keys what is no address by itself', () => {
    for (const input of ['', 'unknown', '1.2.3', '2001:db8::1::2', '::ffff:999.1.1.1', 'gggg::1']) {
      expect(clientAddressKey(input)).toBe(input);
    }
  });
});
