import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  canTransition,
  isHandoffUrl,
  normalizeApplicationReference,
  lenderHandoffUrl,
  nextStepFor,
  safeExternalUrl,
} from './applications';

const id = '6f1c2f8e-3a55-4c6b-9f1e-2b7d5c0a9e11';

describe('next step after selecting an offer', () => {
  it('sends a submit lender to the lender-submit page', () => {
    expect(nextStepFor({ lenderMode: 'submit', lenderKey: 'alpha', creditAppId: id, transactionUrl: null })).toEqual({
      kind: 'submit',
      path: `/user/lender-submit?creditAppId=${id}`,
      externalUrl: null,
    });
  });

  it('sends an intake lender to its intake form', () => {
    expect(
      nextStepFor({ lenderMode: 'intake', lenderKey: 'msme-one', creditAppId: id, transactionUrl: null }).path,
    ).toBe(`/user/lender-intake/msme-one/${id}`);
  });

  it("sends a transaction lender to its page with the lender's address filled in", () => {
    const next = nextStepFor({
      lenderMode: 'transaction',
      lenderKey: 'quick',
      creditAppId: id,
      transactionUrl: 'https://quick.example/apply?ref={UNIQUE_ID}',
    });
    expect(next).toEqual({
      kind: 'transaction',
      path: `/user/lenders-transaction/quick?creditAppId=${id}`,
      externalUrl: `https://quick.example/apply?ref=${id}`,
    });
  });

  it('keeps a lender page that is a path on this site', () => {
    expect(safeExternalUrl('/user/lenders-transaction/quick', id)).toBe('/user/lenders-transaction/quick');
  });

  it('never hands out a script, protocol-relative or malformed lender address', () => {
    expect(safeExternalUrl('javascript:alert(1)', id)).toBeNull();
    expect(safeExternalUrl('//evil.example/x', id)).toBeNull();
    expect(safeExternalUrl('/\\evil.example', id)).toBeNull();
    expect(safeExternalUrl('quick.example/apply', id)).toBeNull();
    expect(safeExternalUrl(null, id)).toBeNull();
  });
});

describe("a transaction lender's hand-off address", () => {
  it("fills the customer's reference into the lender's http(s) address", () => {
    expect(lenderHandoffUrl('https://quick.example/apply?ref={UNIQUE_ID}', id)).toBe(
      `https://quick.example/apply?ref=${id}`,
    );
    expect(lenderHandoffUrl('http://lender.example:8080/{UNIQUE_ID}/start', id)).toBe(
      `http://lender.example:8080/${id}/start`,
    );
  });

  it('is never a path on this site, which led back to the same page', () => {
    expect(lenderHandoffUrl('/user/lenders-transaction/quick', id)).toBeNull();
    expect(
      nextStepFor({
        lenderMode: 'transaction',
        lenderKey: 'quick',
        creditAppId: id,
        transactionUrl: '/user/lenders-transaction/quick',
      }).externalUrl,
    ).toBeNull();
  });

  it('refuses scripts, data, protocol-relative and malformed addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'ftp://x.example',
      'https://',
      'https://a b.example',
    ]) {
      expect(isHandoffUrl(bad)).toBe(false);
      expect(lenderHandoffUrl(bad, id)).toBeNull();
    }
    expect(lenderHandoffUrl(null, id)).toBeNull();
  });
});

describe('status transitions', () => {
  it('moves forward through the lifecycle', () => {
    expect(canTransition('created', 'submitted')).toBe(true);
    expect(canTransition('submitted', 'in_review')).toBe(true);
    expect(canTransition('approved', 'disbursed')).toBe(true);
  });

  it('never leaves a final status', () => {
    for (const status of applicationStatuses) {
      expect(canTransition('disbursed', status)).toBe(false);
      expect(canTransition('rejected', status)).toBe(false);
    }
  });

  it('cannot disburse what was not approved', () => {
    expect(canTransition('submitted', 'disbursed')).toBe(false);
  });
});

describe('normalizeApplicationReference', () => {
  it('reads a reference typed with or without the dash, in any case, as the one stored form', () => {
    for (const typed of ['SK-7K3P9Q', 'sk-7k3p9q', 'SK7K3P9Q', ' sk7k3p9q ', 'SK 7K3P9Q']) {
      expect(normalizeApplicationReference(typed)).toBe('SK-7K3P9Q');
    }
  });

  it('refuses characters a reference never has (0, 1, I, L, O) and any other length', () => {
    for (const typed of ['SK-7K3P9O', 'SK-7K3P91', 'SK-7K3PIQ', 'SK-7K3P9', 'SK-7K3P9QQ', '7K3P9Q', 'XK-7K3P9Q']) {
      expect(normalizeApplicationReference(typed)).toBeNull();
    }
  });
});
