import { describe, expect, it } from 'vitest';
import { SIGNED_CALL_WINDOW_SECONDS, signCall, signatureMatches, timestampProblem } from './signed-calls';

describe('signed calls', () => {
  it('accept the body signed with the secret and nothing else', () => {
    const body = '{"call_id":"p","status":"answered"}';
    const signature = signCall('secret-0123456789', '1795000000', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches('secret-0123456789', '1795000000', body, signature)).toBe(true);
    expect(signatureMatches('secret-0123456789', '1795000000', `${body} `, signature)).toBe(false);
    expect(signatureMatches('another-secret-01', '1795000000', body, signature)).toBe(false);
    expect(signatureMatches('secret-0123456789', '1795000000', body, undefined)).toBe(false);
    expect(signatureMatches('secret-0123456789', '1795000000', body, 'sha256=00')).toBe(false);
  });

  it('cover the timestamp: the same body at another time is another signature', () => {
    const body = '{"from":"919822200001","text":"STOP"}';
    const signature = signCall('secret-0123456789', '1795000000', body);
    expect(signatureMatches('secret-0123456789', '1795000001', body, signature)).toBe(false);
  });

  it(`take a timestamp within ${SIGNED_CALL_WINDOW_SECONDS / 60} minutes either way of now, in whole seconds`, () => {
    const now = new Date('2026-11-28T07:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(timestampProblem(String(seconds), now)).toBeNull();
    expect(timestampProblem(String(seconds - SIGNED_CALL_WINDOW_SECONDS), now)).toBeNull();
    expect(timestampProblem(String(seconds + SIGNED_CALL_WINDOW_SECONDS), now)).toBeNull();
    expect(timestampProblem(String(seconds - SIGNED_CALL_WINDOW_SECONDS - 1), now)).toBe('stale');
    expect(timestampProblem(String(seconds + SIGNED_CALL_WINDOW_SECONDS + 1), now)).toBe('stale');
    expect(timestampProblem(undefined, now)).toBe('missing');
    expect(timestampProblem('1795000000.5', now)).toBe('missing');
    expect(timestampProblem('soon', now)).toBe('missing');
  });
});
