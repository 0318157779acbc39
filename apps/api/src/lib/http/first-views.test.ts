import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieNames } from '@saakh/domain/auth';
import { createAdmin, createPartner, createPartnerUser, createSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstViewLanguage, staffAreaOf, withFirstView } from './first-views';

const shell =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#0B5FFF" /><title>Saakh</title></head>' +
  '<body><div id="root"></div><script type="module" src="/staff/assets/staff.js"></script></body></html>';

/**
 * A web build with the staff shell and a stand-in for the web's server renderer (the real one is the web build's,
 * proven in the browser by e2e/partner/first-view.spec.ts): it writes back what the API gave it, so each field the
 * API passes can be read off the page.
 */
const renderer = `export function renderStaffFirstView(input) {
  if (input.path === '/partner/faqs/broken') throw new Error('cannot draw');
  return {
    html: '<main data-input="' + encodeURIComponent(JSON.stringify(input)) + '"><h1>' + input.path + '</h1></main>',
    css: 'body{font-family:"' + (input.brand.font_family ?? 'system') + '"}',
    cssNames: ['1a2b3c', 'global-x'],
  };
}
`;

function writeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-first-views-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'staff'));
  fs.writeFileSync(path.join(dist, 'staff', 'staff.html'), shell);
  fs.mkdirSync(path.join(dist, 'staff-first-view'));
  fs.writeFileSync(path.join(dist, 'staff-first-view', 'staff-first-view.mjs'), renderer);
  return dist;
}

/** What the stand-in renderer was given, read back from a first view's markup. */
function inputOf(html: string): Record<string, unknown> {
  const encoded = /data-input="([^"]*)"/.exec(html)?.[1];
  if (!encoded) throw new Error('no first view in the page');
  return JSON.parse(decodeURIComponent(encoded)) as Record<string, unknown>;
}

describe('first views: what the request says', () => {
  it('takes the language cookie when it names a language of the app, else English', () => {
    expect(firstViewLanguage('hi')).toBe('hi');
    expect(firstViewLanguage('en')).toBe('en');
    expect(firstViewLanguage('fr')).toBe('en');
    expect(firstViewLanguage(undefined)).toBe('en');
  });

  it('draws first views for the partner and admin areas, not their logins', () => {
    expect(staffAreaOf('/partner')).toBe('partner');
    expect(staffAreaOf('/partner/reports')).toBe('partner');
    expect(staffAreaOf('/admin/dashboard')).toBe('admin');
    expect(staffAreaOf('/admin')).toBe('admin');
    expect(staffAreaOf('/partner/login')).toBeUndefined();
    expect(staffAreaOf('/admin/login/')).toBeUndefined();
    expect(staffAreaOf('/partners')).toBeUndefined();
    expect(staffAreaOf('/finserve/partner/login')).toBeUndefined();
    expect(staffAreaOf('/')).toBeUndefined();
  });

  it('puts the view in the root and its CSS in the head, and no brand text can close the style element', () => {
    const page = withFirstView(
      shell,
      { html: '<p>frame</p>', css: 'a{font-family:"x</style><script>"}', cssNames: ['1a2b3c', 'x" onload="y'] },
      'hi',
      '#00695C',
    );
    expect(page).toContain('<html lang="hi"');
    expect(page).toContain('<meta name="theme-color" content="#00695C"');
    expect(page).toContain('<div id="root" data-first-view inert><p>frame</p></div>');
    expect(page).not.toContain('</style><script>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    // Marked as Emotion marks what a server wrote, with only names Emotion could have made.
    expect(page).toContain('<style data-emotion="css 1a2b3c">');
  });
});

describe('first views: served by the API', () => {
  let t: TestApp;
  const dist = writeBuild();
  let partnerCookie: string;
  let partnerName: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist });
    const partner = await createPartner(t.db, { primary_color: '#6A1B9A', font_family: 'Mukta' });
    const user = await createPartnerUser(t.db, { partner_id: partner.id });
    partnerName = user.name;
    partnerCookie = `${sessionCookieNames.partner}=${await createSession(t.db, 'partner', user.id)}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers a signed-in partner's page with its first view: brand, language and name, never cached", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner/reports?tab=statement',
      headers: { cookie: `${partnerCookie}; saakh_language=hi`, 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(inputOf(html)).toEqual({
      area: 'partner',
      path: '/partner/reports',
      language: 'hi',
      brand: expect.objectContaining({ primary_color: '#6A1B9A', font_family: 'Mukta' }),
      session: { name: partnerName, isMasquerade: false },
    });
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(
      '<style data-emotion="css 1a2b3c global-x">body{font-family:"Mukta"}#root[data-first-view]{pointer-events:none}</style>',
    );
    expect(html).toContain('content="#6A1B9A"');
    expect(html).toContain('<script type="module" src="/staff/assets/staff.js"></script>');
  });

  it('says when an admin is acting as the partner', async () => {
    const admin = await createAdmin(t.db);
    const partner = await createPartnerUser(t.db);
    const token = await createSession(t.db, 'partner', partner.id, { masqueradeAdminId: admin.id });
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner',
      headers: { cookie: `${sessionCookieNames.partner}=${token}` },
    });
    expect(inputOf(response.body)).toMatchObject({ language: 'en', session: { isMasquerade: true } });
  });

  it("answers an admin's page with the admin's name and role, in the default brand", async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const cookie = `${sessionCookieNames.admin}=${await createSession(t.db, 'admin', admin.id)}`;
    const response = await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(inputOf(response.body)).toEqual({
      area: 'admin',
      path: '/admin/dashboard',
      language: 'en',
      brand: { primary_color: '#0B5FFF', secondary_color: '#FF8A00', font_family: null },
      session: { name: admin.name, roleId: 2 },
    });
    // A page the role may not open: the app sends the admin home, so the server draws nothing.
    const lenders = await t.app.inject({ method: 'GET', url: '/admin/lenders', headers: { cookie } });
    expect(lenders.body).toBe(shell);
  });

  it("answers the plain shell without a live session of the page's area", async () => {
    const admin = await createAdmin(t.db);
    const adminCookie = `${sessionCookieNames.admin}=${await createSession(t.db, 'admin', admin.id)}`;
    for (const cookie of [undefined, `${sessionCookieNames.partner}=not-a-session`, adminCookie]) {
      const response = await t.app.inject({ method: 'GET', url: '/partner', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the plain shell for the login, another area's page and a page the renderer cannot draw", async () => {
    for (const url of ['/partner/login', '/admin/dashboard', '/partner/faqs/broken']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: partnerCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-first-view');
    }
  });

  it('answers the plain shell once the session has ended', async () => {
    const user = await createPartnerUser(t.db);
    const token = await createSession(t.db, 'partner', user.id);
    const cookie = `${sessionCookieNames.partner}=${token}`;
    expect((await t.app.inject({ method: 'GET', url: '/partner', headers: { cookie } })).body).toContain(
      'data-first-view',
    );
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
      payload: { kind: 'partner' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/partner', headers: { cookie } })).body).toBe(shell);
  });
});
