// @ts-check
/** One webhook POST: its own connection (nothing kept alive past it), a time limit, and never a throw. */
import http from 'node:http';
import https from 'node:https';

/**
 * POSTs `body` to `address`; answers the receiver's status code, or what went wrong (`ECONNREFUSED`, `timed out`).
 * Requests still open are kept in `open` so that closing the sandbox can end them.
 * @param {string} address
 * @param {string} body
 * @param {Record<string, string>} headers
 * @param {{ timeoutMs: number, open: Set<import('node:http').ClientRequest> }} options
 * @returns {Promise<{ statusCode: number, error: null } | { statusCode: null, error: string }>}
 */
export function postJson(address, body, headers, { timeoutMs, open }) {
  return new Promise((resolve) => {
    let settled = false;
    /** @param {{ statusCode: number, error: null } | { statusCode: null, error: string }} outcome */
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let url;
    try {
      url = new URL(address);
    } catch {
      settle({ statusCode: null, error: 'invalid address' });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'saakh-sandbox-lender',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        const statusCode = res.statusCode ?? 0;
        res.on('end', () => settle({ statusCode, error: null }));
        res.on('close', () => settle({ statusCode, error: null }));
      },
    );
    open.add(req);
    req.on('close', () => open.delete(req));
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      settle({ statusCode: null, error: error.code ?? error.message }),
    );
    req.end(body);
  });
}
