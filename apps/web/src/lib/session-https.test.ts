// @vitest-environment-options {"url": "https://saakh.example/partner/dashboard"}
/** The session cookie on a page served over https (session.test.ts has the rest, on http). */
import { expect, it, vi } from 'vitest';
import { setSessionValue } from './session';

it('marks the cookie Secure when the page is served over https', () => {
  const written = vi.spyOn(document, 'cookie', 'set');
  setSessionValue('isMasqueradeMode', '1');
  expect(written).toHaveBeenCalledWith('isMasqueradeMode=1; path=/; SameSite=Lax; Secure');
});
