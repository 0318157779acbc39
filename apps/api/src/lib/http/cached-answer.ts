/**
 * Answers that only change when their data does (the admin lender list: up to a megabyte of JSON that admins reload
 * all day): the answer is checked against its schema, serialized and compressed once per version of the data, then
 * sent as bytes; a client that already holds that version gets 304. The version comes from the database on every
 * request (list_versions, bumped by triggers), so several instances never serve a stale answer.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';

type Entry = {
  key: string;
  version: string;
  etag: string;
  json: Buffer;
  /** Compressed bodies once made, and the compressions under way (so concurrent requests share one). */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  encoding: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  size: number;
};

export type AnswerCache = {
  entries: Map<string, Entry>;
  maxBytes: number;
  bytes: number;
};

/** An in-process cache of serialized answers, bounded in bytes (least recently used entries leave first). */
export function createAnswerCache(maxBytes = 32 * 1024 * 1024): AnswerCache {
  return { entries: new Map(), maxBytes, bytes: 0 };
}

/** Browsers send one of a handful of Accept-Encoding values: each is read once. */
const encodingByHeader = new Map<string, Encoding>();

/** br, else gzip, else identity, as the request accepts them (a q=0 rules an encoding out). */
function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let known = encodingByHeader.get(header);
  if (!known) {
    known = readEncoding(header);
    if (encodingByHeader.size < 100) encodingByHeader.set(header, known);
  }
  return known;
}

function readEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim().toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function encode(json: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(json, { level: 6 });
}

function remember(cache: AnswerCache, key: string, entry: Entry): void {
  const old = cache.entries.get(key);
  if (old) cache.bytes -= old.size;
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  cache.bytes += entry.size;
  for (const [oldest, value] of cache.entries) {
    if (cache.bytes <= cache.maxBytes || oldest === key) break;
    cache.entries.delete(oldest);
    cache.bytes -= value.size;
  }
}

export type CachedAnswerOptions<S extends z.ZodType> = {
  cache: AnswerCache;
  /** What the answer depends on besides the data (route, query, caller's language). */
  key: string;
  /** The data's version, read from the database for this request. */
  version: string;
  schema: S;
  build: () => Promise<z.input<S>>;
};

export async function sendCachedAnswer<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  { cache, key, version, schema, build }: CachedAnswerOptions<S>,
): Promise<FastifyReply> {
  let entry = cache.entries.get(key);
  if (!entry || entry.version !== version) {
    // Checked against the route's answer schema like any other answer: nothing undeclared leaves the server.
    const json = Buffer.from(JSON.stringify(schema.parse(await build())));
    const etag = `"${createHash('sha256').update(key).update('\0').update(version).digest('base64url').slice(0, 22)}"`;
    entry = { key, version, etag, json, encoded: {}, encoding: {}, size: json.length };
  }
  remember(cache, key, entry);
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, authorization, cookie');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();

  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(entry.json);
  reply.header('content-encoding', encoding);
  return reply.send(await encodedBody(cache, entry, encoding));
}

async function encodedBody(cache: AnswerCache, entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const done = entry.encoded[encoding];
  if (done) return done;
  let pending = entry.encoding[encoding];
  if (!pending) {
    pending = encode(entry.json, encoding);
    entry.encoding[encoding] = pending;
  }
  const body = await pending;
  if (!entry.encoded[encoding]) {
    entry.encoded[encoding] = body;
    delete entry.encoding[encoding];
    entry.size += body.length;
    if (cache.entries.get(entry.key) === entry) cache.bytes += body.length;
  }
  return body;
}
