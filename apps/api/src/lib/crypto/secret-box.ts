/**
 * Secrets Saakh must use again (a lender's API key, HMAC or OAuth secret, the secret its webhooks are signed with),
 * kept as AES-256-GCM ciphertext under one key from the environment (decision 044). The text form names its version,
 * `v1:<iv>:<tag>:<data>` (each base64), so a later key or cipher can be told apart from this one.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== SECRET_KEY_BYTES) throw new SecretBoxError(`The key must be ${SECRET_KEY_BYTES} bytes`);
}

/** The ciphertext of a secret under the key, with a fresh random IV each time. */
export function encryptSecret(key: Buffer, plain: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
}

/** The secret a ciphertext holds; a changed ciphertext, another key or an unknown version throws. */
export function decryptSecret(key: Buffer, text: string): string {
  checkKey(key);
  const [version, iv, tag, data, ...rest] = text.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0) {
    throw new SecretBoxError('Not a v1 secret');
  }
  const ivBytes = Buffer.from(iv, 'base64');
  const tagBytes = Buffer.from(tag, 'base64');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError('Not a v1 secret');
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The secret does not open with this key');
  }
}

/** What the admin sees of a secret: its last four characters. */
export function secretHint(plain: string): string {
  return plain.slice(-4);
}
