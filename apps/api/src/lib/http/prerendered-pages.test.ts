import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chooseEncoding, compressPage, encodingsOf, loadPrerenderedPages, pagePathOf } from './prerendered-pages';

const landing = `<!doctype html><div id="root" data-prerendered="en"><h1>Loans in minutes</h1>${'<p>claim</p>'.repeat(200)}</div>`;
const products = '<!doctype html><div id="root" data-prerendered="en"><h1>Products</h1></div>';

/** A web build with index.html, two prerendered pages (the landing with .br and .gz, products plain). */
function writeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-prerendered-'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), landing);
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html.br'), zlib.brotliCompressSync(landing));
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html.gz'), zlib.gzipSync(landing));
  fs.writeFileSync(path.join(dist, 'prerendered', 'products.html'), products);
  fs.writeFileSync(path.join(dist, 'secret.txt'), 'not a page');
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/': 'prerendered/index.html',
      '/products': 'prerendered/products.html',
      '/missing': 'prerendered/missing.html',
      '/escape': '../../etc/passwd',
      'no-slash': 'prerendered/products.html',
    }),
  );
  return dist;
}

describe('prerendered pages: reading the build', () => {
  const dist = writeBuild();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('reads the listed pages with their compressed copies, and leaves out missing or outside files', () => {
    const pages = loadPrerenderedPages(dist);
    expect([...pages.keys()].sort()).toEqual(['/', '/products']);
    expect(pages.get('/')?.html.toString()).toBe(landing);
    expect(pages.get('/')?.br).toBeDefined();
    expect(pages.get('/products')?.br).toBeUndefined();
  });

  it('answers no pages for a build without a prerender', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bare-'));
    expect(loadPrerenderedPages(bare).size).toBe(0);
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('compresses a page made for one request in the best encoding the client takes, which decodes to the page', () => {
    const html = `<!doctype html><html><body>${'<p>first view</p>'.repeat(200)}</body></html>`;
    const br = compressPage('gzip, deflate, br', html);
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = compressPage('br;q=0, gzip', html);
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    const plain = compressPage(undefined, html);
    expect(plain).toEqual({ encoding: 'identity', body: Buffer.from(html) });
  });

  it('picks brotli, then gzip, then none, honouring q=0', () => {
    const page = loadPrerenderedPages(dist).get('/')!;
    expect(chooseEncoding('gzip, deflate, br', encodingsOf(page))).toBe('br');
    expect(chooseEncoding('gzip', encodingsOf(page))).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8', encodingsOf(page))).toBe('gzip');
    expect(chooseEncoding('*', encodingsOf(page))).toBe('br');
    expect(chooseEncoding(undefined, encodingsOf(page))).toBe('identity');
    expect(chooseEncoding('br', encodingsOf(loadPrerenderedPages(dist).get('/products')!))).toBe('identity');
  });

  it('takes the page path without query or fragment', () => {
    expect(pagePathOf('/?utm_source=sms')).toBe('/');
    expect(pagePathOf('/products#cards')).toBe('/products');
    expect(pagePathOf('/credit-cards')).toBe('/credit-cards');
  });
});

describe('prerendered pages: served by the API', () => {
  let t: TestApp;
  const dist = writeBuild();

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers / with the prerendered HTML, brotli-compressed as built, uncached and varying by encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/?utm_source=sms',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(landing);
  });

  it('answers gzip to a client without brotli, and plain HTML to one that accepts no encoding', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(landing);
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(landing);
  });

  it('answers a page prerendered without compressed copies as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Products</h1>');
  });

  it('answers every other page path with the plain app, and API paths with JSON', async () => {
    for (const url of ['/user/offers', '/products/extra', '/missing', '/escape']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('never answers a prerendered page to a request that is not a GET', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
