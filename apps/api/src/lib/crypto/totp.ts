/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto alone: HMAC-SHA1, 6 digits, a 30 s
 * step, and base32 (RFC 4648, no padding) for the secret authenticator apps are given (decision 045).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { totpPolicy } from '@saakh/domain/account-security';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 in any case, ignoring spaces and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(totpPolicy.secretBytes));
}

/** RFC 4226: the code of a counter (dynamic truncation of HMAC-SHA1). */
export function hotp(secret: Buffer, counter: number, digits: number = totpPolicy.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export function totpStep(at: Date, stepSeconds: number = totpPolicy.stepSeconds): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** The code of a base32 secret at a moment (what the user's app shows then). */
export function totpAt(secretBase32: string, at: Date): string {
  return hotp(base32Decode(secretBase32), totpStep(at));
}

/**
 * The time step whose code this is, within one step either side of `at` (clocks drift, people type slowly), or null.
 * Only steps after `after` count: a code once used is not accepted again, nor any older one.
 */
export function matchTotp(secretBase32: string, code: string, at: Date, after: number | null = null): number | null {
  const secret = base32Decode(secretBase32);
  const now = totpStep(at);
  const given = Buffer.from(code);
  for (let step = now - totpPolicy.window; step <= now + totpPolicy.window; step += 1) {
    if (after !== null && step <= after) continue;
    const expected = Buffer.from(hotp(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read (as a QR code or a link): issuer, account and the parameters. */
export function otpauthUri(secretBase32: string, account: string): string {
  const issuer = totpPolicy.issuer;
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpPolicy.digits),
    period: String(totpPolicy.stepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
