// @ts-check
/** Signatures and secret comparisons of the sandbox lender, in the scheme of Saakh's signed calls (decision 044). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How far an HMAC call's timestamp may be from the sandbox's clock, either way. */
export const HMAC_WINDOW_SECONDS = 300;

/**
 * `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>` under the secret: how a client signs its calls and
 * how the sandbox signs its webhooks.
 * @param {string} secret
 * @param {string} timestamp Unix seconds, as sent
 * @param {string} rawBody
 */
export function sign(secret, timestamp, rawBody) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Whether two strings are equal, in time that does not depend on where they differ (both are hashed first, so their
 * lengths do not leak either).
 * @param {string | undefined} given
 * @param {string} expected
 */
export function safeEqual(given, expected) {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/**
 * What is wrong with an HMAC call's timestamp at `nowMs`: none or not whole seconds, or too far from now.
 * @param {string | undefined} timestamp
 * @param {number} nowMs
 * @returns {'missing' | 'stale' | null}
 */
export function timestampProblem(timestamp, nowMs) {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  return Math.abs(nowMs / 1000 - Number(timestamp)) > HMAC_WINDOW_SECONDS ? 'stale' : null;
}

/**
 * Whether a socket's remote address is this machine's own (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 loopback mapped into
 * IPv6): the control routes answer only such callers.
 * @param {string | undefined} address
 */
export function isLoopback(address) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}
