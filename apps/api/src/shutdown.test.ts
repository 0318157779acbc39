import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

type Outcome = { status: number } | { error: string };

/** One GET on the given agent; resolves with the status or the socket error's code, never rejects. */
function get(port: number, agent: http.Agent, path = '/api/health'): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('stopping the server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers every request on a connection it had accepted when it is told to stop, and resets none', async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    // 60 keep-alive connections that have each carried one request and now sit idle, as a browser's or a proxy's do.
    const agents = Array.from({ length: 60 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const warm = await Promise.all(agents.map((agent) => get(port, agent)));
    expect(warm.every((outcome) => 'status' in outcome && outcome.status === 200)).toBe(true);

    // The next request on every one of them is on its way (written, not yet read by the server) when the stop begins.
    const answers = agents.map((agent) => get(port, agent));
    // And 60 more connections are being opened at that moment.
    const fresh = Array.from({ length: 60 }, () => get(port, new http.Agent({ keepAlive: true })));
    await new Promise((resolve) => setImmediate(resolve));
    const stopped = t.app.close();

    const onAccepted = await Promise.all(answers);
    const onFresh = await Promise.all(fresh);
    await stopped;
    for (const agent of agents) agent.destroy();

    expect(onAccepted.filter((outcome) => !('status' in outcome && outcome.status === 200))).toEqual([]);
    // A connection opened after the listener closed is refused (the client knows nothing was done); none is reset.
    expect(onFresh.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED')).toEqual([]);
    expect(onFresh.filter((outcome) => 'status' in outcome && outcome.status !== 200)).toEqual([]);
  });
});
