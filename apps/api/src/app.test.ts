import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('serving the web app and API answers', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-web-dist-'));
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div><!-- customer -->');
    fs.mkdirSync(path.join(webDist, 'staff'));
    fs.writeFileSync(path.join(webDist, 'staff', 'staff.html'), '<!doctype html><div id="root"></div><!-- staff -->');
    fs.mkdirSync(path.join(webDist, 'staff-login'));
    fs.writeFileSync(
      path.join(webDist, 'staff-login', 'staff-login.html'),
      '<!doctype html><div id="root"></div><!-- login -->',
    );
    fs.mkdirSync(path.join(webDist, 'staff-login', 'assets'));
    fs.writeFileSync(path.join(webDist, 'staff-login', 'assets', 'login.js'), bundle);
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), bundle);
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js.br'), zlib.brotliCompressSync(bundle));
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers page paths with the web app, uncached, so deep links work', async () => {
    for (const url of ['/', '/user/offers', '/admin/lenders/3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers admin and partner pages with the staff app, their logins with its login, every other page with the customer app', async () => {
    const shellOf = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).body.match(/<!-- (\w+) -->/)?.[1];
    for (const url of [
      '/admin',
      '/admin/lenders/3?tab=revenue',
      '/partner',
      '/partner/join/x1',
      '/partner/forgot-password',
    ])
      expect(await shellOf(url), url).toBe('staff');
    for (const url of ['/admin/login', '/admin/login?callback=/admin/lenders', '/partner/login', '/acme/partner/login'])
      expect(await shellOf(url), url).toBe('login');
    for (const url of ['/', '/products', '/user/offers', '/acme', '/partners', '/administrator?x=/admin'])
      expect(await shellOf(url), url).toBe('customer');
  });

  it('answers unknown API paths with JSON 404, never the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('serves built assets precompressed and cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    // A script is no document: a page's policies are left off it, its own guards are not.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // HSTS comes with the page that loads it.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it("serves the staff login build's scripts as built assets too", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/staff-login/assets/login.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(bundle);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses large API answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/search-list/en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(response.rawPayload).toString()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  it('sends security headers with a script policy of self only', async () => {
    for (const url of ['/', '/admin/lenders', '/assets-not/x.js', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
