import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config';

const secret = {
  OTP_HASH_SECRET: 'a-production-otp-secret-of-32-characters-or-more',
  CONNECTOR_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const gateway = {
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.gateway.example/send',
  MESSAGING_WEBHOOK_SECRET: 'the-gateways-webhook-secret-of-32-characters',
};

describe('production defaults', () => {
  it('turns the demo data and the API documentation off in production, and on elsewhere', () => {
    const production = loadConfig({ NODE_ENV: 'production', ...secret, ...gateway });
    expect(production.seed.demo).toBe(false);
    expect(production.apiDocs).toBe(false);
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.seed.demo).toBe(true);
    expect(development.apiDocs).toBe(true);
    const asked = loadConfig({ NODE_ENV: 'production', ...secret, ...gateway, API_DOCS: '1', SEED_DEMO: 'true' });
    expect([asked.apiDocs, asked.seed.demo]).toEqual([true, true]);
  });

  it('requires two-step login of role 1 admins and partners’ owners in production by default, not elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...secret, ...gateway }).login.totpRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).login.totpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).login.totpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TOTP_REQUIRED: 'true' }).login.totpRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secret, ...gateway, TOTP_REQUIRED: '0' }).login.totpRequired).toBe(
      false,
    );
  });

  it("refuses a password hash cost below OWASP's minimum in production, and takes one elsewhere", () => {
    const low = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret, ...gateway, ...low })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_TIME_COST may not be below 19456 and 2/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret, ...gateway, PASSWORD_HASH_TIME_COST: '1' })).toThrow();
    const production = loadConfig({ NODE_ENV: 'production', ...secret, ...gateway });
    expect(production.login.hashCost).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const stronger = { PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '3' };
    expect(loadConfig({ NODE_ENV: 'production', ...secret, ...gateway, ...stronger }).login.hashCost).toEqual({
      memoryCost: 65_536,
      timeCost: 3,
    });
    expect(loadConfig({ NODE_ENV: 'test', ...low }).login.hashCost).toEqual({ memoryCost: 1024, timeCost: 1 });
  });

  it('refuses to start in production with OTPs written to the log', () => {
    const signed = { MESSAGING_WEBHOOK_SECRET: gateway.MESSAGING_WEBHOOK_SECRET };
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production', ...secret, ...signed }));
    expect(problems).toEqual([expect.stringContaining('SMS_PROVIDER=console writes every OTP to the log')]);
    expect(
      productionProblems(loadConfig({ NODE_ENV: 'production', ...secret, ...signed, SMS_PROVIDER: 'http' })),
    ).toEqual(['SMS_PROVIDER=http needs SMS_HTTP_URL']);
  });

  it('refuses to start in production without the key the gateways sign receipts and STOP replies with', () => {
    const { MESSAGING_WEBHOOK_SECRET: _key, ...unsigned } = gateway;
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ...secret, ...unsigned }))).toEqual([
      expect.stringContaining('MESSAGING_WEBHOOK_SECRET'),
    ]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ...secret, ...gateway }))).toEqual([]);
  });

  it('refuses demo staff accounts in production without passwords set, since none is ever printed there', () => {
    const demo = { NODE_ENV: 'production', ...secret, ...gateway, SEED_DEMO: '1' } as const;
    expect(productionProblems(loadConfig(demo))).toEqual([expect.stringContaining('SEED_ADMIN_PASSWORD')]);
    const withPasswords = { ...demo, SEED_ADMIN_PASSWORD: 'Admin-Password-1', SEED_PARTNER_PASSWORD: 'Partner-Pw-1' };
    expect(productionProblems(loadConfig(withPasswords))).toEqual([]);
  });

  it('refuses to send sign-in links from production without a mail service URL or the site address', () => {
    const mail = { NODE_ENV: 'production', ...secret, ...gateway, EMAIL_PROVIDER: 'http' } as const;
    expect(productionProblems(loadConfig(mail))).toEqual([
      'EMAIL_PROVIDER=http needs EMAIL_HTTP_URL',
      expect.stringContaining('set PUBLIC_URL'),
    ]);
    const complete = { ...mail, EMAIL_HTTP_URL: 'https://mail.example.in/send', PUBLIC_URL: 'https://app.saakh.in/' };
    expect(productionProblems(loadConfig(complete))).toEqual([]);
    expect(loadConfig(complete).publicUrl).toBe('https://app.saakh.in');
  });

  it('refuses to start in production without the key of lenders’ connector secrets, and derives one elsewhere', () => {
    const { CONNECTOR_SECRET_KEY: key, ...keyless } = secret;
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ...keyless, ...gateway }))).toEqual([
      expect.stringContaining('CONNECTOR_SECRET_KEY'),
    ]);
    const production = loadConfig({ NODE_ENV: 'production', ...secret, ...gateway });
    expect(production.connectors.secretKey.equals(Buffer.from(key, 'base64'))).toBe(true);
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.connectors.secretKey).toHaveLength(32);
    expect(development.connectors.secretKey.equals(loadConfig({ NODE_ENV: 'test' }).connectors.secretKey)).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', CONNECTOR_SECRET_KEY: 'c2hvcnQ=' })).toThrow(
      /CONNECTOR_SECRET_KEY: must be base64 of 32 bytes/,
    );
  });

  it('lets every setting through outside production', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});

describe('message processors named in My data', () => {
  it('names each channel as configured, else by its gateway host, else the local gateway', () => {
    const named = loadConfig({ NODE_ENV: 'test', ...gateway, SMS_PROCESSOR_NAME: 'Kaleyra Technologies' });
    expect(named.processors.sms).toBe('Kaleyra Technologies');
    expect(loadConfig({ NODE_ENV: 'test', ...gateway }).processors.sms).toBe('sms.gateway.example');
    expect(loadConfig({ NODE_ENV: 'test' }).processors).toEqual({
      sms: 'Saakh local gateway (sends nothing out)',
      whatsapp: 'Saakh local gateway (sends nothing out)',
      email: 'Saakh local gateway (sends nothing out)',
    });
  });
});
