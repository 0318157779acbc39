// @ts-check
/** A tenant's settings (one tenant per lender using the sandbox): checked whole, with a message per wrong setting. */
import { isPlainObject } from './http.mjs';

/**
 * @typedef {{
 *   auth: 'api_key' | 'hmac' | 'oauth',
 *   apiKey?: string,
 *   keyId?: string,
 *   hmacSecret?: string,
 *   clientId?: string,
 *   clientSecret?: string,
 *   webhookUrl?: string,
 *   webhookSecret?: string,
 *   decisionDelayMs: number,
 *   disburseDelayMs: number,
 *   tokenTtlSeconds: number,
 * }} TenantConfig
 */

export const AUTH_KINDS = ['api_key', 'hmac', 'oauth'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which secrets each auth kind needs. */
const NEEDS = {
  api_key: ['apiKey'],
  hmac: ['keyId', 'hmacSecret'],
  oauth: ['clientId', 'clientSecret'],
};
const TEXT_SETTINGS = ['apiKey', 'keyId', 'hmacSecret', 'clientId', 'clientSecret', 'webhookUrl', 'webhookSecret'];
const KNOWN = new Set(['auth', ...TEXT_SETTINGS, 'decisionDelayMs', 'disburseDelayMs', 'tokenTtlSeconds']);

/** A tenant's name: it appears in paths. */
export const TENANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export class ConfigError extends Error {
  /** @param {Record<string, string>} fields */
  constructor(fields) {
    super(
      Object.entries(fields)
        .map(([name, problem]) => `${name}: ${problem}`)
        .join('; '),
    );
    this.fields = fields;
  }
}

/**
 * The tenant's settings with their defaults, or a `ConfigError` naming every wrong one.
 * @param {unknown} input
 * @returns {TenantConfig}
 */
export function tenantConfig(input) {
  if (!isPlainObject(input)) throw new ConfigError({ config: 'must be a JSON object' });
  /** @type {Record<string, string>} */
  const fields = {};
  for (const name of Object.keys(input)) {
    if (!KNOWN.has(name)) fields[name] = `unknown setting (known: ${[...KNOWN].join(', ')})`;
  }
  const auth = input.auth;
  if (typeof auth !== 'string' || !AUTH_KINDS.includes(auth)) {
    fields.auth = `must be one of ${AUTH_KINDS.join(', ')}`;
  }
  for (const name of TEXT_SETTINGS) {
    const value = input[name];
    if (value !== undefined && (typeof value !== 'string' || value === '' || value.length > 512)) {
      fields[name] = 'must be a non-empty string of at most 512 characters';
    }
  }
  if (typeof auth === 'string' && auth in NEEDS) {
    for (const name of NEEDS[/** @type {keyof typeof NEEDS} */ (auth)]) {
      if (input[name] === undefined) fields[name] = `is required when auth is ${auth}`;
    }
  }
  if (typeof input.webhookUrl === 'string' && !fields.webhookUrl) {
    let url;
    try {
      url = new URL(input.webhookUrl);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) fields.webhookUrl = 'must be an http or https address';
    if (input.webhookSecret === undefined) fields.webhookSecret = 'is required when webhookUrl is set';
  }
  for (const [name, max] of /** @type {const} */ ([
    ['decisionDelayMs', DAY_MS],
    ['disburseDelayMs', DAY_MS],
    ['tokenTtlSeconds', 86_400],
  ])) {
    const value = input[name];
    const min = name === 'tokenTtlSeconds' ? 1 : 0;
    if (value !== undefined && (!Number.isSafeInteger(value) || Number(value) < min || Number(value) > max)) {
      fields[name] = `must be a whole number from ${min} to ${max}`;
    }
  }
  if (Object.keys(fields).length > 0) throw new ConfigError(fields);
  return /** @type {TenantConfig} */ ({
    decisionDelayMs: 4000,
    disburseDelayMs: 8000,
    tokenTtlSeconds: 3600,
    ...input,
  });
}

/**
 * The settings without their secrets (whether each is set), for answers.
 * @param {string} id
 * @param {TenantConfig} config
 */
export function describeTenant(id, config) {
  return {
    tenant: id,
    auth: config.auth,
    keyId: config.keyId ?? null,
    clientId: config.clientId ?? null,
    webhookUrl: config.webhookUrl ?? null,
    secretsSet: Object.fromEntries(
      ['apiKey', 'hmacSecret', 'clientSecret', 'webhookSecret'].map((name) => [
        name,
        config[/** @type {keyof TenantConfig} */ (name)] !== undefined,
      ]),
    ),
    decisionDelayMs: config.decisionDelayMs,
    disburseDelayMs: config.disburseDelayMs,
    tokenTtlSeconds: config.tokenTtlSeconds,
  };
}
