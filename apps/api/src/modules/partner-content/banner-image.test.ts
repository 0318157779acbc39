import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLocalStorage } from '../../lib/storage/storage';
import { TEST_ENV } from '../../test/test-env';
import { logoBytes } from './banner-image';

let server: net.Server;
let port: number;
let connections = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-banner-'));
const deps = { config: loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }), storage: createLocalStorage(dataDir) };

beforeAll(async () => {
  server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the partner logo of a co-branded banner', () => {
  it('is never fetched from a special-purpose address, given as a name or as an address', async () => {
    for (const logo of [
      `https://localhost:${port}/logo.png`,
      `https://127.0.0.1:${port}/logo.png`,
      `https://[::ffff:127.0.0.1]:${port}/logo.png`,
    ]) {
      expect(await logoBytes(deps, logo)).toBeNull();
    }
    expect(connections).toBe(0);
  });
});
