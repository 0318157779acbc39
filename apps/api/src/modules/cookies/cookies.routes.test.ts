import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCookieNames, tokenCookieNames } from '@saakh/domain/cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/cookies/save', payload });
const read = (name: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cookies/read?name=${encodeURIComponent(name)}`, cookies });
const remove = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/cookies/delete', payload });
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

const namedCookies = serverCookieNames.filter((name) => !(tokenCookieNames as readonly string[]).includes(name));

describe('POST /api/cookies/save', () => {
  it.each(namedCookies)('saves the %s cookie, httpOnly, for 60 minutes by default', async (name) => {
    const response = await save({ name, value: 'abc-123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(cookieOf(response, name)).toMatchObject({
      value: 'abc-123',
      maxAge: 3600,
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
    });
  });

  it('keeps the cookie for the minutes asked', async () => {
    const response = await save({ name: 'appId', value: '42', minutes: 5 });
    expect(cookieOf(response, 'appId')?.maxAge).toBe(300);
  });

  it('refuses a name the spec does not list', async () => {
    for (const name of ['session', 'Atkn', '', '__proto__']) {
      const response = await save({ name, value: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: ['This cookie name is not allowed'] });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it.each(tokenCookieNames)('refuses to set the %s token cookie, which only a login sets', async (name) => {
    const response = await save({ name, value: 'forged-token' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['This cookie name is not allowed'] });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a value longer than 2048 characters and a lifetime out of range', async () => {
    expect((await save({ name: 'utms', value: 'x'.repeat(2049) })).statusCode).toBe(422);
    expect((await save({ name: 'utms', value: 'x'.repeat(2048) })).statusCode).toBe(200);
    for (const minutes of [0, -5, 60 * 24 * 31, 'soon'])
      expect((await save({ name: 'utms', value: 'x', minutes })).statusCode).toBe(422);
  });

  it('encodes a value so that it cannot add cookie attributes or other cookies', async () => {
    const value = 'a; Domain=evil.example; Path=/admin\r\nSet-Cookie: atkn=forged';
    const response = await save({ name: 'urlSegment', value });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).not.toMatch(/Domain=evil/i);
    expect(header).not.toContain('\n');
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['urlSegment']);
    // Read back through the API, the value is the one saved.
    const stored = cookieOf(response, 'urlSegment')?.value ?? '';
    expect((await read('urlSegment', { urlSegment: stored })).json().data).toBe(value);
  });
});

describe('GET /api/cookies/read', () => {
  it('answers the value of a named cookie the browser sent', async () => {
    const response = await read('prospectAppId', { prospectAppId: 'PA-77' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: 'PA-77' });
  });

  it('answers null for a named cookie that is not set', async () => {
    expect((await read('productType')).json()).toEqual({ success: true, data: null });
  });

  it.each(tokenCookieNames)('never reads the %s token cookie back to scripts', async (name) => {
    const response = await read(name, { [name]: 'secret-token' });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('secret-token');
  });

  it('refuses a name the spec does not list', async () => {
    const response = await read('connect.sid', { 'connect.sid': 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['This cookie name is not allowed'] });
  });
});

describe('POST /api/cookies/delete', () => {
  it('clears a named cookie', async () => {
    const response = await remove({ name: 'productId' });
    expect(response.statusCode).toBe(200);
    const cleared = cookieOf(response, 'productId');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it.each(tokenCookieNames)('refuses to delete the %s token cookie, which only logout clears', async (name) => {
    const response = await remove({ name });
    expect(response.statusCode).toBe(422);
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a name the spec does not list', async () => {
    expect((await remove({ name: 'anything' })).statusCode).toBe(422);
  });
});
