import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A hash of a random password, verified against when no account matches, so both paths take as long.
const decoyHash = hash('decoy-password-for-timing', options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read off a screen is typed right. */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random password for someone to log in with once and keep; uniform over the alphabet. */
export function generatePassword(length: number): string {
  return Array.from({ length }, () => passwordAlphabet[randomInt(0, passwordAlphabet.length)]).join('');
}
