import { describe, expect, it } from 'vitest';
import { canMoveLead, createApiKeyInputSchema, webhookRetryDelaySeconds, webhookUrlProblem } from './partner-api';

describe('webhook addresses', () => {
  it.each([
    ['https://hooks.example.in/saakh', false, null],
    ['https://hooks.example.in:8443/saakh?x=1', true, null],
    ['http://localhost:4000/hooks', false, null],
    ['http://127.0.0.1:4000/hooks', false, null],
    ['http://[::1]:4000/hooks', false, null],
    ['http://localhost:4000/hooks', true, 'webhookUrlPrivate'],
    ['http://hooks.example.in/saakh', false, 'webhookUrlHttpsOnly'],
    ['https://localhost/hooks', true, 'webhookUrlPrivate'],
    ['https://10.0.0.5/hooks', false, null],
    ['ftp://hooks.example.in/', false, 'webhookUrlInvalid'],
    ['https://user:pw@hooks.example.in/', false, 'webhookUrlInvalid'],
    ['https://hooks.example.in:99999/', false, 'webhookUrlInvalid'],
    ['javascript:alert(1)', false, 'webhookUrlInvalid'],
  ])('%s in %s production answers %s', (url, production, problem) => {
    expect(webhookUrlProblem(url, production)).toBe(problem);
  });
});

describe('deliveries and sandbox moves', () => {
  it('doubles the wait after each failed try, from 30 seconds', () => {
    expect([1, 2, 3, 4, 5].map(webhookRetryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
  });

  it('moves a sandbox lead from received to created only, then along the status machine', () => {
    expect(canMoveLead('received', 'created')).toBe(true);
    expect(canMoveLead('received', 'approved')).toBe(false);
    expect(canMoveLead('approved', 'disbursed')).toBe(true);
    expect(canMoveLead('disbursed', 'approved')).toBe(false);
  });
});

describe('a new key', () => {
  it('takes each permission once and refuses an empty set', () => {
    expect(
      createApiKeyInputSchema.parse({ name: 'CRM', mode: 'live', scopes: ['leads:read', 'leads:read'] }).scopes,
    ).toEqual(['leads:read']);
    expect(createApiKeyInputSchema.safeParse({ name: 'CRM', mode: 'live', scopes: [] }).success).toBe(false);
  });
});
