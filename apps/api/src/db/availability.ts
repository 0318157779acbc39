/**
 * Whether an error means the database is away (restarting, starting up, unreachable) rather than that the request
 * was wrong: such a request is answered 503 with Retry-After, and the pool connects again on the next request.
 */
import { databaseErrorCode } from '../lib/loggable-error';

/** Seconds a client is asked to wait: a restarting PostgreSQL server is usually back within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** SQLSTATE classes 08 (connection exception) and 57P01–57P03 (shutdown, crash shutdown, cannot connect now). */
function isUnavailableCode(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres' own words when a connection ends or cannot be had (it gives these errors no code). */
const driverMessages = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || isUnavailableCode(code))) return true;
    if (driverMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    current = current.cause;
  }
  const sqlState = databaseErrorCode(error);
  return sqlState !== undefined && isUnavailableCode(sqlState);
}
