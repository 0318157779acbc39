// @ts-check
/** The sandbox's HTTP plumbing: bodies read with a size limit, JSON answers, and errors in one shape. */

/** Bodies larger than this are refused with a 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A body still arriving past this is cut off: a 413 is answered after draining up to it, so the client reads it. */
const MAX_DRAIN_BYTES = 4 * 1024 * 1024;

/** An answer the dispatcher writes as `{ error: { code, message, ...extra } }`. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ extra?: Record<string, unknown>, headers?: Record<string, string> }} [options]
   */
  constructor(status, code, message, options = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/**
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Answer
 */

/** @param {HttpError} error @returns {Answer} */
export function errorAnswer(error) {
  return {
    status: error.status,
    body: { error: { code: error.code, message: error.message, ...error.extra } },
    headers: error.headers,
  };
}

/**
 * Writes an answer as JSON.
 * @param {import('node:http').ServerResponse} res
 * @param {Answer} answer
 */
export function send(res, answer) {
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...answer.headers,
  });
  res.end(text);
}

/**
 * The request's body as text, refused with a 413 past `MAX_BODY_BYTES` (by its length header, or as it arrives).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody(req) {
  const tooLarge = () =>
    new HttpError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES / 1024} KB`, {
      headers: { connection: 'close' },
    });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    // Not read at all: the answer says so and the connection closes after it.
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) req.destroy();
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new HttpError(400, 'BODY_INCOMPLETE', 'The body ended early'));
    });
  });
}

/**
 * Parses a JSON body; an empty or malformed one is a 400.
 * @param {string} raw
 * @returns {unknown}
 */
export function parseJson(raw) {
  if (raw.trim() === '') throw new HttpError(400, 'BAD_JSON', 'A JSON body is required');
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'BAD_JSON', 'The body is not valid JSON');
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
