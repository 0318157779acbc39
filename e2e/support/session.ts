/** Where the browser keeps a session (decision 018): only in the area's httpOnly cookie, never where a script reads. */
import { expect, type Page } from '@playwright/test';
import { sessionCookieNames, sessionMarkerCookieNames, type SessionKind } from '@saakh/domain/auth';

/** The area's session token as the browser holds it: its httpOnly cookie. */
export async function sessionCookie(page: Page, kind: SessionKind): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === sessionCookieNames[kind])?.value;
}

/**
 * The session is in an httpOnly cookie, and nothing a script of the page can read holds its token: no value in
 * localStorage or sessionStorage, and not `document.cookie`, which shows only the marker that says someone is in.
 */
export async function expectTokenOutOfReach(page: Page, kind: SessionKind): Promise<void> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === sessionCookieNames[kind]);
  expect(session, `${sessionCookieNames[kind]} cookie`).toBeTruthy();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');
  const token = session?.value ?? '';
  expect(token.length).toBeGreaterThan(20);

  const readable = await page.evaluate(() => {
    const values = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? '');
    return {
      stored: [...values(window.localStorage), ...values(window.sessionStorage)],
      cookie: document.cookie,
    };
  });
  for (const value of readable.stored) expect(value).not.toContain(token);
  expect(readable.cookie).not.toContain(token);
  expect(readable.cookie).not.toMatch(new RegExp(`(^|;\\s*)${sessionCookieNames[kind]}=`));
  expect(readable.cookie).toMatch(new RegExp(`(^|;\\s*)${sessionMarkerCookieNames[kind]}=1(;|$)`));
}

/** The area's cookies are gone from the browser (after logout or a masquerade's exit). */
export async function expectNoSessionCookies(page: Page, kind: SessionKind): Promise<void> {
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain(sessionCookieNames[kind]);
  expect(names).not.toContain(sessionMarkerCookieNames[kind]);
}
