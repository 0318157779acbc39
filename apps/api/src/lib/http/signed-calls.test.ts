import { describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './signed-calls';

describe('signed calls', () => {
  it('accept the body signed with the secret and nothing else', () => {
    const body = '{"call_id":"p","status":"answered"}';
    const signature = signBody('secret-0123456789', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches('secret-0123456789', body, signature)).toBe(true);
    expect(signatureMatches('secret-0123456789', `${body} `, signature)).toBe(false);
    expect(signatureMatches('another-secret-01', body, signature)).toBe(false);
    expect(signatureMatches('secret-0123456789', body, undefined)).toBe(false);
    expect(signatureMatches('secret-0123456789', body, 'sha256=00')).toBe(false);
  });
});
