import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-path';

describe('safeInternalPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeInternalPath('/credit-cards?utm_source=sms')).toBe('/credit-cards?utm_source=sms');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (value) => {
      expect(safeInternalPath(value)).toBeNull();
    },
  );

  it('never sends a link back into a hand-off route', () => {
    expect(safeInternalPath('/redirect?to=/x')).toBeNull();
    expect(safeInternalPath('/transfer/123')).toBeNull();
  });
});
