/**
 * Every server-side request to an address someone else gave us (a partner's webhook, a partner's logo) goes through
 * here: the host is resolved once, every address it resolves to is checked against the special-purpose registry
 * (./special-addresses), and the connection is made to the address that was checked, so a DNS answer that changes
 * between the check and the connection (rebinding) cannot lead inside. Redirects are not followed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { specialPurposeRange } from './special-addresses';

export class BlockedAddressError extends Error {
  constructor(host: string, reason: string) {
    super(`${host} resolves to a special-purpose address (${reason})`);
    this.name = 'BlockedAddressError';
  }
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export type PublicRequestOptions = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** The answer's body is read up to this many bytes (over it, `body` is null); 0 reads none. */
  maxBytes: number;
  /** Outside production local receivers and test servers live on loopback and private addresses. */
  allowSpecial?: boolean;
  /** The resolver (tests answer for names of their own). */
  resolve?: Resolve;
};

export type PublicResponse = { status: number; body: Buffer | null };

/** The address to connect to: the host itself when it is an IP literal, else the first of its checked answers. */
async function checkedAddress(host: string, options: PublicRequestOptions): Promise<LookupAddress> {
  const family = net.isIP(host);
  const addresses: LookupAddress[] =
    family !== 0 ? [{ address: host, family }] : await (options.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new BlockedAddressError(host, 'no address');
  if (!options.allowSpecial) {
    for (const { address } of addresses) {
      const reason = specialPurposeRange(address);
      if (reason) throw new BlockedAddressError(host, reason);
    }
  }
  return addresses[0]!;
}

export async function publicRequest(url: string, options: PublicRequestOptions): Promise<PublicResponse> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error(`Unsupported scheme in ${url}`);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const pinned = await checkedAddress(host, options);
  const body = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PublicResponse>((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        // The name stays the host's (Host header, TLS server name and certificate check); only the lookup is pinned.
        hostname: host,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        lookup: (_name, lookupOptions, callback) => {
          if (lookupOptions.all) callback(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        },
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (options.maxBytes === 0) {
          response.destroy();
          resolve({ status, body: null });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            resolve({ status, body: null });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
