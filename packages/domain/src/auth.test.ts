import { describe, expect, it } from 'vitest';
import {
  adminLoginInputSchema,
  emailSchema,
  logoutInputSchema,
  masqueradeParamsSchema,
  mobileSchema,
  otpSchema,
  partnerLoginInputSchema,
  sendOtpInputSchema,
  sessionCookieNames,
  verifyOtpInputSchema,
} from './auth';
import { isMessageKey } from './messages';
import { mobileProblem } from './mobile-number';

/** The message keys a schema answers for an input, by field. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (byField[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return byField;
}

describe('login schemas', () => {
  it('names the token cookies as the spec does', () => {
    expect(sessionCookieNames).toEqual({ customer: 'atkn', admin: 'a_atkn', partner: 'p_atkn' });
  });

  it('accepts a 10 digit mobile number and trims spaces around it', () => {
    expect(mobileSchema.parse(' 9876543210 ')).toBe('9876543210');
  });

  it('rejects a bad mobile number with the mobileInvalid key', () => {
    for (const value of ['12345', '98765432100', 'abcdefghij', 9876543210, null]) {
      expect(issues(sendOtpInputSchema.safeParse({ mobile: value }))).toEqual({ mobile: ['mobileInvalid'] });
    }
    expect(issues(sendOtpInputSchema.safeParse({}))).toEqual({ mobile: ['mobileInvalid'] });
  });

  it("agrees with the login page's check without a schema, number by number", () => {
    for (const typed of [
      '9876543210',
      ' 9876543210 ',
      '6000000000',
      '5876543210',
      '98765',
      '98765432100',
      '98765x4321',
      '',
    ])
      expect(mobileProblem(typed)).toBe(sendOtpInputSchema.safeParse({ mobile: typed }).error?.issues[0]?.message);
  });

  it('rejects an OTP that is not six digits with the otpInvalid key', () => {
    expect(otpSchema.safeParse('123456').success).toBe(true);
    for (const value of ['12345', '1234567', '12345a', 123456]) {
      expect(otpSchema.safeParse(value).error?.issues[0]?.message).toBe('otpInvalid');
    }
  });

  it('requires the consent box to be ticked to verify an OTP', () => {
    const base = { mobile: '9876543210', otp: '123456' };
    expect(verifyOtpInputSchema.safeParse({ ...base, consent: true }).success).toBe(true);
    for (const consent of [false, 'true', 1, undefined]) {
      expect(issues(verifyOtpInputSchema.safeParse({ ...base, consent }))).toEqual({ consent: ['consentRequired'] });
    }
  });

  it('rejects an e-mail that is malformed or longer than 254 characters', () => {
    expect(emailSchema.safeParse('admin@saakh.local').success).toBe(true);
    expect(emailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe('emailInvalid');
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.in`).error?.issues[0]?.message).toBe('emailInvalid');
  });

  it('requires a password for an admin login', () => {
    expect(issues(adminLoginInputSchema.safeParse({ email: 'admin@saakh.local', password: '' }))).toEqual({
      password: ['passwordRequired'],
    });
    expect(adminLoginInputSchema.safeParse({ email: 'admin@saakh.local', password: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });

  it('lets a partner log in with an e-mail or a user name, nothing else', () => {
    expect(partnerLoginInputSchema.safeParse({ email: 'partner@saakh.local', password: 'p' }).success).toBe(true);
    expect(partnerLoginInputSchema.safeParse({ email: 'finserve', password: 'p' }).success).toBe(true);
    for (const email of ['fi', 'fin serve', "finserve' or 1=1 --", '']) {
      const found = issues(partnerLoginInputSchema.safeParse({ email, password: 'p' }));
      expect(Object.keys(found)).toEqual(['email']);
      expect(new Set(found.email)).toEqual(new Set(['userNameInvalid']));
    }
  });

  it('reads the masquerade partner id from the path as a positive integer', () => {
    expect(masqueradeParamsSchema.parse({ partnerId: '7' })).toEqual({ partnerId: 7 });
    for (const partnerId of ['0', '-1', '1.5', 'abc'])
      expect(masqueradeParamsSchema.safeParse({ partnerId }).success).toBe(false);
  });

  it('logs out of the customer area unless another area is named', () => {
    expect(logoutInputSchema.parse({})).toEqual({ kind: 'customer' });
    expect(logoutInputSchema.parse({ kind: 'admin' })).toEqual({ kind: 'admin' });
    expect(logoutInputSchema.safeParse({ kind: 'root' }).success).toBe(false);
  });

  it('uses message keys, never literal text, as error messages', () => {
    const results = [
      sendOtpInputSchema.safeParse({ mobile: 'x' }),
      verifyOtpInputSchema.safeParse({ mobile: 'x', otp: 'y', consent: false }),
      adminLoginInputSchema.safeParse({ email: 'x', password: '' }),
      partnerLoginInputSchema.safeParse({ email: '', password: '' }),
    ];
    for (const result of results) {
      for (const messages of Object.values(issues(result)))
        for (const key of messages) expect(isMessageKey(key)).toBe(true);
    }
  });
});
