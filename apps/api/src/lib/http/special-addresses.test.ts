import { describe, expect, it } from 'vitest';
import { isSpecialPurposeAddress, isSpecialPurposeLiteral } from './special-addresses';

describe('the special-purpose address registry', () => {
  it.each([
    // IPv4: private, loopback, link local, carrier-grade NAT (first and last address of each where it matters)
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['172.32.0.1', false],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.128.0.1', false],
    ['127.0.0.1', true],
    ['0.0.0.0', true],
    ['0.1.2.3', true],
    // the ones the probe found missing, and the rest of the IANA registry
    ['192.0.2.1', true],
    ['192.0.0.8', true],
    ['192.0.0.170', true],
    ['198.18.0.1', true],
    ['198.19.255.254', true],
    ['198.20.0.1', false],
    ['198.51.100.7', true],
    ['203.0.113.9', true],
    ['192.31.196.1', true],
    ['192.52.193.1', true],
    ['192.88.99.1', true],
    ['192.175.48.1', true],
    ['224.0.0.251', true],
    ['239.255.255.250', true],
    ['240.0.0.1', true],
    ['255.255.255.255', true],
    ['8.8.8.8', false],
    ['1.1.1.1', false],
    ['192.0.3.1', false],
    // IPv6
    ['::', true],
    ['::1', true],
    ['::ffff:192.168.0.1', true],
    ['::ffff:c000:201', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::192.0.2.33', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['64:ff9b::8.8.8.8', false],
    ['64:ff9b:1::1', true],
    ['::127.0.0.1', true],
    ['100::1', true],
    ['2001:db8::1', true],
    ['2001:0:4136:e378::1', true],
    ['2001:2::1', true],
    ['2002:c0a8:101::1', true],
    ['3fff::1', true],
    ['5f00::1', true],
    ['fc00::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['febf::1', true],
    ['fec0::1', true],
    ['ff02::1', true],
    ['2606:4700::1111', false],
    ['2404:6800:4009:80b::200e', false],
    ['[2606:4700::1111]', false],
    ['not-an-address', true],
  ])('treats %s as special-purpose: %s', (ip, expected) => {
    expect(isSpecialPurposeAddress(ip)).toBe(expected);
  });

  it('judges a URL host only when it is an address: a name is judged by what it resolves to', () => {
    expect(isSpecialPurposeLiteral('192.0.2.1')).toBe(true);
    expect(isSpecialPurposeLiteral('[::1]')).toBe(true);
    expect(isSpecialPurposeLiteral('hooks.example.in')).toBe(false);
    expect(isSpecialPurposeLiteral('8.8.8.8')).toBe(false);
  });
});
