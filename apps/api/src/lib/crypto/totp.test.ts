import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt } from './totp';

// RFC 6238 appendix B's SHA-1 seed, the ASCII of "12345678901234567890".
const seed = Buffer.from('12345678901234567890');
const seed32 = base32Encode(seed);

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('encodes the RFC 4648 test vectors in base32 and decodes them back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(seed32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('not-base32!')).toThrow();
  });

  it('gives the codes of RFC 4226 appendix D', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(seed, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('gives the RFC 6238 code at %i s (8 digits %s, its last 6 at 6 digits)', (seconds, eight) => {
    expect(hotp(seed, Math.floor(seconds / 30), 8)).toBe(eight);
    expect(totpAt(seed32, new Date(seconds * 1000))).toBe(eight.slice(2));
  });

  it('accepts a code one step either side, not two, and never a step at or before the last used', () => {
    const at = new Date(1_234_567_890_000);
    const step = Math.floor(1_234_567_890 / 30);
    expect(matchTotp(seed32, totpAt(seed32, at), at)).toBe(step);
    expect(matchTotp(seed32, totpAt(seed32, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(seed32, totpAt(seed32, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(seed32, totpAt(seed32, new Date(at.getTime() - 60_000)), at)).toBeNull();
    expect(matchTotp(seed32, totpAt(seed32, at), at, step)).toBeNull();
    expect(matchTotp(seed32, totpAt(seed32, new Date(at.getTime() + 30_000)), at, step)).toBe(step + 1);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri(seed32, 'ops@bank.example')).toBe(
      `otpauth://totp/Saakh%3Aops%40bank.example?secret=${seed32}&issuer=Saakh&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
