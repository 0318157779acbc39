import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/factories';
import { multipart, type Part } from '../../test/multipart';
import { bearer, createTestApp, loginAdmin, loginCustomer, partnerToken, type TestApp } from '../../test/test-app';

const MAX_BYTES = 4096;

/** A real 1×1 transparent PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const image = (filename: string, content: Buffer, type = 'image/png'): Part => ({
  name: 'image_name',
  filename,
  type,
  content,
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  await createAdmin(t.db, { email: 'admin@saakh.local', role_id: 1 });
  await createAdmin(t.db, { email: 'ops@saakh.local', role_id: 2 });
  await createAdmin(t.db, { email: 'csr@saakh.local', role_id: 3 });
  admin = await loginAdmin(t, 'admin@saakh.local');
});
afterAll(async () => t.close());

function upload(parts: Part[], token: string | null = admin) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/s3-upload-file',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

describe('POST /api/s3-upload-file', () => {
  it('stores a real PNG and serves it back at the answered URL', async () => {
    const response = await upload([image('logo.png', onePixelPng), { name: 'path', value: 'HDFC Millennia - logo' }]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'File uploaded' });
    expect(body.data.file).toMatch(/^\/uploads\/images\/hdfc-millennia-logo\/[0-9a-f-]{36}\.png$/);
    expect(body.data.key).toBe(body.data.file.replace(/^\/uploads\//, ''));

    const served = await t.app.inject({ method: 'GET', url: body.data.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('names the stored file itself, so a crafted file name cannot choose where it goes', async () => {
    const response = await upload([
      image('../../../../etc/evil.png', onePixelPng),
      { name: 'path', value: '../../../etc' },
    ]);
    expect(response.statusCode).toBe(200);
    const { file, key } = response.json().data as { file: string; key: string };
    expect(key).toMatch(/^images\/etc\/[0-9a-f-]{36}\.png$/);
    expect(file).not.toContain('..');
    expect(file).not.toContain('evil');
  });

  it('refuses a .png whose bytes are not a PNG with 415', async () => {
    const response = await upload([image('logo.png', Buffer.from('<?php system($_GET["c"]); ?>'))]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Only PNG, JPEG, GIF or WebP images are accepted' });
  });

  it('refuses a .txt file with 415', async () => {
    const response = await upload([image('notes.txt', Buffer.from('hello'), 'text/plain')]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses an SVG, which could carry script, with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload([image('logo.svg', svg, 'image/svg+xml')])).statusCode).toBe(415);
  });

  it('refuses PNG bytes under another image extension with 415', async () => {
    expect((await upload([image('logo.gif', onePixelPng, 'image/gif')])).statusCode).toBe(415);
  });

  it('refuses a file larger than the limit with 413', async () => {
    const big = Buffer.concat([onePixelPng, Buffer.alloc(MAX_BYTES + 1)]);
    const response = await upload([image('big.png', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The file is too large' });
  });

  it('answers 422 under image_name when no file or an empty file is sent', async () => {
    const none = await upload([{ name: 'path', value: 'x' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ image_name: ['No file selected'] });
    const empty = await upload([image('empty.png', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/s3-upload-file',
      headers: bearer(admin),
      payload: { image_name: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it.each(['ops@saakh.local', 'csr@saakh.local'])('answers 403 to %s (roles 2 and 3)', async (email) => {
    const response = await upload([image('logo.png', onePixelPng)], await loginAdmin(t, email));
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 to customers and partners', async () => {
    const customer = await loginCustomer(t, '9300000001');
    expect((await upload([image('logo.png', onePixelPng)], customer.token)).statusCode).toBe(403);
    expect((await upload([image('logo.png', onePixelPng)], await partnerToken(t))).statusCode).toBe(403);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await upload([image('logo.png', onePixelPng)], null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please log in to continue' });
  });
});

describe('GET /uploads/*', () => {
  it('does not serve files outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it('answers 404 for a file that was never uploaded', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/images/none.png' })).statusCode).toBe(404);
  });
});
