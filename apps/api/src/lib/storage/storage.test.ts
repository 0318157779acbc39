/**
 * One contract for both ways files are stored: the local folder `npm start` uses and an S3-compatible bucket, here a
 * real S3 server (s3rver) started by the test on a free port, spoken to by the AWS SDK over HTTP as in production.
 * The private store (customers' documents, decision 054) keeps the same promise on both, without any public URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAdmin } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';
import { TEST_ENV } from '../../test/test-env';
import {
  createLocalPrivateStorage,
  createLocalStorage,
  createPrivateStorage,
  createS3PrivateStorage,
  createS3Storage,
  type PrivateStorage,
  type Storage,
} from './storage';

const BUCKET = 'saakh-test-uploads';
const PRIVATE_BUCKET = 'saakh-test-private';
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-storage-'));
let s3: S3rver;
let s3Endpoint = '';
const savedKeys = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  // s3rver's own fixed credentials: the SDK signs every request with them and s3rver checks the signature.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tempRoot, 's3'),
    configureBuckets: [
      { name: BUCKET, configs: [] },
      { name: PRIVATE_BUCKET, configs: [] },
    ],
  });
  const address = (await s3.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3?.close();
  process.env.AWS_ACCESS_KEY_ID = savedKeys.id;
  process.env.AWS_SECRET_ACCESS_KEY = savedKeys.secret;
  if (savedKeys.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (savedKeys.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

function s3Config() {
  return loadConfig({
    ...TEST_ENV,
    DATA_DIR: path.join(tempRoot, 'data'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_PUBLIC_URL: `${s3Endpoint}/${BUCKET}`,
    S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
  });
}

type Backend = { name: string; make: () => Storage; read: (url: string) => Promise<{ body: Buffer; type: string }> };

const localRoot = path.join(tempRoot, 'local');
const backends: Backend[] = [
  {
    name: 'the local folder',
    make: () => createLocalStorage(localRoot),
    // The folder is served at /uploads by the API (tested in uploads.routes.test.ts); here the bytes on disk.
    read: async (url) => ({
      body: fs.readFileSync(path.join(localRoot, url.replace(/^\/uploads\//, ''))),
      type: '',
    }),
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    make: () => createS3Storage(s3Config().storage),
    read: async (url) => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
    },
  },
];

describe.each(backends)('file storage in $name', ({ name, make, read }) => {
  const isS3 = name.includes('S3');

  it('stores a file under its key and gives it back byte for byte at the answered URL', async () => {
    const storage = make();
    const body = randomBytes(2048);
    const stored = await storage.put('images/contract/a1.png', body, 'image/png');
    expect(stored.key).toBe('images/contract/a1.png');
    expect(stored.url).toBe(
      isS3 ? `${s3Endpoint}/${BUCKET}/images/contract/a1.png` : '/uploads/images/contract/a1.png',
    );
    const back = await read(stored.url);
    expect(back.body.equals(body)).toBe(true);
    if (isS3) expect(back.type).toBe('image/png');
  });

  it('replaces a file stored again under the same key', async () => {
    const storage = make();
    await storage.put('images/contract/same.txt', Buffer.from('first'), 'text/plain');
    const stored = await storage.put('images/contract/same.txt', Buffer.from('second'), 'text/plain');
    expect((await read(stored.url)).body.toString()).toBe('second');
  });

  it('takes a file of several megabytes whole', async () => {
    const storage = make();
    const body = randomBytes(6 * 1024 * 1024);
    const stored = await storage.put('files/contract/big.bin', body, 'application/octet-stream');
    expect((await read(stored.url)).body.equals(body)).toBe(true);
  });

  it('refuses a key that could leave its folder or name another bucket', async () => {
    const storage = make();
    for (const key of ['../escape.png', 'images/../../escape.png', '/absolute.png', '.hidden', 'a b.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow('Unsafe storage key');
    }
    expect(fs.existsSync(path.join(tempRoot, 'escape.png'))).toBe(false);
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const privateRoot = path.join(tempRoot, 'private');
const privateBackends: { name: string; make: () => PrivateStorage }[] = [
  { name: 'the local private folder', make: () => createLocalPrivateStorage(privateRoot) },
  { name: 'a private S3-compatible bucket (s3rver)', make: () => createS3PrivateStorage(s3Config().storage) },
];

describe.each(privateBackends)('private storage in $name', ({ name, make }) => {
  const isS3 = name.includes('S3');

  it('stores a file, streams it back byte for byte, and deletes it', async () => {
    const storage = make();
    const body = randomBytes(3 * 1024 * 1024);
    await storage.put('documents/app-1/file-1.pdf', body, 'application/pdf');
    const stream = await storage.get('documents/app-1/file-1.pdf');
    expect(stream).not.toBeNull();
    expect((await readAll(stream as NodeJS.ReadableStream)).equals(body)).toBe(true);
    await storage.delete('documents/app-1/file-1.pdf');
    expect(await storage.get('documents/app-1/file-1.pdf')).toBeNull();
    // Deleting what is not there is no error (an erasure run twice).
    await storage.delete('documents/app-1/file-1.pdf');
  });

  it('answers null for a key with no file', async () => {
    expect(await make().get('documents/none/missing.pdf')).toBeNull();
  });

  it('keeps private files out of the public store and its bucket', async () => {
    const storage = make();
    await storage.put('documents/app-2/pan.png', Buffer.from('private'), 'image/png');
    if (isS3) {
      // Not in the public bucket the web reads images from.
      expect((await fetch(`${s3Endpoint}/${BUCKET}/documents/app-2/pan.png`)).status).toBe(404);
    } else {
      expect(fs.existsSync(path.join(privateRoot, 'documents/app-2/pan.png'))).toBe(true);
      expect(fs.existsSync(path.join(localRoot, 'documents/app-2/pan.png'))).toBe(false);
    }
  });

  it('refuses a key that could leave its folder', async () => {
    const storage = make();
    for (const key of ['../escape.pdf', 'documents/../../escape.pdf', '/absolute.pdf', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf'), key).rejects.toThrow('Unsafe storage key');
      await expect(storage.get(key), key).rejects.toThrow('Unsafe storage key');
      await expect(storage.delete(key), key).rejects.toThrow('Unsafe storage key');
    }
    expect(fs.existsSync(path.join(tempRoot, 'escape.pdf'))).toBe(false);
  });
});

describe('choosing the private store', () => {
  it('uses DATA_DIR/private without a private bucket, and the private bucket when one is set', () => {
    const local = loadConfig({ ...TEST_ENV, DATA_DIR: path.join(tempRoot, 'data') });
    expect(createPrivateStorage(local).name).toBe('local');
    expect(createPrivateStorage(s3Config()).name).toBe('s3');
  });

  it('refuses a production configuration with S3_BUCKET and no S3_PRIVATE_BUCKET', () => {
    const production = {
      NODE_ENV: 'production',
      OTP_HASH_SECRET: 'a-production-otp-secret-of-32-characters-or-more',
      S3_BUCKET: BUCKET,
    };
    expect(() => loadConfig(production)).toThrow(/S3_PRIVATE_BUCKET is required/);
    expect(() => loadConfig({ ...production, S3_PRIVATE_BUCKET: PRIVATE_BUCKET })).not.toThrow(/S3_PRIVATE_BUCKET/);
  });
});

describe('uploads through the API into the bucket', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: () => createS3Storage(s3Config().storage) });
    await createAdmin(t.db, { email: 's3-admin@saakh.local', role_id: 1 });
    admin = await loginAdmin(t, 's3-admin@saakh.local');
  });
  afterAll(async () => t?.close());

  it('sends an admin upload to the bucket and answers the bucket URL, where the same bytes are served', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = multipart([
      { name: 'image_name', filename: 'logo.png', type: 'image/png', content: png },
      { name: 'path', value: 'Bucket card - logo' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/s3-upload-file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(200);
    const file = response.json().data.file as string;
    expect(file).toMatch(new RegExp(`^${s3Endpoint}/${BUCKET}/images/bucket-card-logo/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Nothing of it lands in the local folder when a bucket is configured.
    expect(
      (await t.app.inject({ method: 'GET', url: file.replace(`${s3Endpoint}/${BUCKET}`, '/uploads') })).statusCode,
    ).toBe(404);
  });
});
