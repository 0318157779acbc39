import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError, publicRequest, type Resolve } from './public-request';

let server: http.Server;
let port: number;
const hosts: (string | undefined)[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    hosts.push(request.headers.host);
    response.end('logo');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answering = (...answers: string[][]): Resolve & { calls: number } => {
  const resolve = Object.assign(
    async () => {
      const answer = answers[Math.min(resolve.calls, answers.length - 1)] ?? [];
      resolve.calls += 1;
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolve;
};

describe('a request to an address someone gave us', () => {
  it('refuses a name when any address it resolves to is special-purpose, before connecting', async () => {
    const resolve = answering(['8.8.8.8', '192.0.2.10']);
    await expect(
      publicRequest(`http://logo.partner.test:${port}/a.png`, { timeoutMs: 1000, maxBytes: 100, resolve }),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(publicRequest(`http://127.0.0.1:${port}/a.png`, { timeoutMs: 1000, maxBytes: 100 })).rejects.toThrow(
      /loopback/,
    );
    await expect(publicRequest(`http://[::ffff:7f00:1]:${port}/`, { timeoutMs: 1000, maxBytes: 100 })).rejects.toThrow(
      BlockedAddressError,
    );
    expect(hosts).toEqual([]);
  });

  it('connects to the address it checked, resolving the name once, so a changed DNS answer is never used', async () => {
    // Allowed here only to reach the local server: the answer that would come second (rebinding) is never asked for.
    const resolve = answering(['127.0.0.1'], ['10.0.0.1']);
    const answer = await publicRequest(`http://logo.partner.test:${port}/a.png`, {
      timeoutMs: 1000,
      maxBytes: 100,
      resolve,
      allowSpecial: true,
    });
    expect(answer).toEqual({ status: 200, body: Buffer.from('logo') });
    expect(resolve.calls).toBe(1);
    expect(hosts).toEqual([`logo.partner.test:${port}`]);
  });

  it('answers no body when it is larger than allowed', async () => {
    const answer = await publicRequest(`http://127.0.0.1:${port}/a.png`, {
      timeoutMs: 1000,
      maxBytes: 2,
      allowSpecial: true,
    });
    expect(answer).toEqual({ status: 200, body: null });
  });
});
