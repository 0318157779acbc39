/** What the TOTP tests share: moving the app's clock by steps, logging in, and turning the factor on for an account. */
import { expect } from 'vitest';
import { isShiftable } from '../../deps';
import { totpAt } from '../../lib/crypto/totp';
import { bearer, freshIp, TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD, type TestApp } from '../../test/test-app';

export type Kind = 'admin' | 'partner';
export const passwords: Record<Kind, string> = { admin: TEST_ADMIN_PASSWORD, partner: TEST_PARTNER_PASSWORD };

export function clockOf(t: TestApp) {
  let offsetMs = 0;
  return {
    /** Moves the app's clock on by a number of 30 s steps (tests never wait in real time). */
    nextStep(steps = 1) {
      if (!isShiftable(t.deps.clock)) throw new Error('The test app has no shiftable clock');
      offsetMs += steps * 30_000;
      t.deps.clock.shift(offsetMs);
    },
    advance(ms: number) {
      if (!isShiftable(t.deps.clock)) throw new Error('The test app has no shiftable clock');
      offsetMs += ms;
      t.deps.clock.shift(offsetMs);
    },
  };
}

export function totpHelpers(t: TestApp) {
  const code = (secret: string) => totpAt(secret, t.deps.clock.now());
  return {
    code,
    login: (kind: Kind, email: string, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${kind}/login`,
        payload: { email, password: passwords[kind] },
        remoteAddress: ip,
      }),
    second: (kind: Kind, payload: Record<string, string>, ip = freshIp()) =>
      t.app.inject({ method: 'POST', url: `/api/${kind}/login/totp`, payload, remoteAddress: ip }),
    /** Sets TOTP up from the account area of a signed-in session; answers the secret and the recovery codes. */
    async enable(kind: Kind, session: string) {
      const setup = await t.app.inject({
        method: 'POST',
        url: `/api/${kind}/account/totp/setup`,
        headers: bearer(session),
      });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json().data as { secret: string };
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/${kind}/account/totp/confirm`,
        headers: bearer(session),
        payload: { code: code(secret) },
      });
      expect(confirmed.statusCode).toBe(200);
      return { secret, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
    },
  };
}
