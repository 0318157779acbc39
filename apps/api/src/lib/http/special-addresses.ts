/**
 * The addresses a server-side request to an address someone else gave us (a webhook, a partner's logo) may not
 * reach: the IANA IPv4 and IPv6 Special-Purpose Address Registries, multicast, and every IPv6 address outside global
 * unicast. An IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4, Teredo, IPv4-compatible) is judged by the
 * IPv4 one where the range can reach the public internet, and refused where it cannot.
 */
import net from 'node:net';

type Range = { base: bigint; bits: number; name: string };

function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** The 128 bits of an IPv6 address (already validated by net.isIPv6), with any zone id removed. */
function v6ToBigInt(address: string): bigint {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function ranges(size: 32 | 128, list: [string, string][]): Range[] {
  return list.map(([cidr, name]) => {
    const [base = '', bits = ''] = cidr.split('/');
    const value = size === 32 ? v4ToBigInt(base) : v6ToBigInt(base);
    return { base: value, bits: Number(bits), name };
  });
}

// IANA IPv4 Special-Purpose Address Registry (all of it, globally reachable entries too: none is a partner's
// server), plus multicast (RFC 5771).
const v4Ranges = ranges(32, [
  ['0.0.0.0/8', '"this network"'],
  ['10.0.0.0/8', 'private use'],
  ['100.64.0.0/10', 'shared address space (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link local'],
  ['172.16.0.0/12', 'private use'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', 'private use'],
  ['192.175.48.0/24', 'direct delegation AS112 service'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'documentation (TEST-NET-3)'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['255.255.255.255/32', 'limited broadcast'],
]);

// IPv6 ranges that embed an IPv4 address in their last 32 bits and can reach it: judged by that address.
const v6Embedding = ranges(128, [
  ['::ffff:0:0/96', 'IPv4-mapped'],
  ['64:ff9b::/96', 'IPv4-IPv6 translation (NAT64)'],
]);

// IANA IPv6 Special-Purpose Address Registry, inside global unicast (2000::/3); everything outside it is refused
// whole (unspecified, loopback, IPv4-compatible, discard-only, local-use NAT64, ULA fc00::/7, link local fe80::/10,
// site local, multicast ff00::/8 and the unassigned rest).
const v6GlobalUnicast = ranges(128, [['2000::/3', 'global unicast']])[0]!;
const v6Ranges = ranges(128, [
  ['2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID, ...)'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'],
  ['2620:4f:8000::/48', 'direct delegation AS112 service'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing (SRv6) SIDs'],
]);

const inRange = (value: bigint, size: 32 | 128, range: Range) =>
  value >> BigInt(size - range.bits) === range.base >> BigInt(size - range.bits);

/** The registry entry an IP address falls in, or null for a public unicast address; an unreadable one is refused. */
export function specialPurposeRange(ip: string): string | null {
  const address = ip.replace(/^\[|\]$/g, '');
  if (net.isIPv4(address)) {
    const value = v4ToBigInt(address);
    return v4Ranges.find((range) => inRange(value, 32, range))?.name ?? null;
  }
  if (!net.isIPv6(address.split('%')[0]!)) return 'not an IP address';
  const value = v6ToBigInt(address);
  const embedding = v6Embedding.find((range) => inRange(value, 128, range));
  if (embedding) {
    const v4 = value & 0xffffffffn;
    const dotted = [24n, 16n, 8n, 0n].map((shift) => String((v4 >> shift) & 255n)).join('.');
    const inner = specialPurposeRange(dotted);
    return inner ? `${embedding.name} ${inner}` : null;
  }
  if (!inRange(value, 128, v6GlobalUnicast)) return 'not global unicast';
  return v6Ranges.find((range) => inRange(value, 128, range))?.name ?? null;
}

export function isSpecialPurposeAddress(ip: string): boolean {
  return specialPurposeRange(ip) !== null;
}

/** Whether a URL's host is an IP address literal in the registry (a name is judged by what it resolves to). */
export function isSpecialPurposeLiteral(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  return net.isIP(address.split('%')[0]!) !== 0 && isSpecialPurposeAddress(address);
}
