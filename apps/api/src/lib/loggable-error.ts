/**
 * What of an error may be written to the log. A failed query's error (drizzle's DrizzleQueryError) carries its
 * parameters in its message and stack (`params: 9876543210,ABCPE1234F`) and the database's error often names the
 * value it refused (`Key (mobile)=(9876543210) already exists`): personal data that must not reach the log. The
 * statement is kept (it holds placeholders, not values), with the database's error code and constraint.
 */
type QueryError = Error & { query: string; params: unknown[] };
type DatabaseCause = { code?: unknown; constraint?: unknown; routine?: unknown; severity?: unknown };

function isQueryError(error: unknown): error is QueryError {
  return error instanceof Error && typeof (error as Partial<QueryError>).query === 'string' && 'params' in error;
}

/** The SQLSTATE of the database error behind `error` (directly or as its cause), if there is one. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as DatabaseCause).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = databaseErrorCode(error);
  if (isQueryError(error) || code !== undefined) {
    const cause = (error.cause ?? error) as DatabaseCause;
    return {
      type: error.name,
      message: 'database error',
      query: isQueryError(error) ? error.query : undefined,
      params: isQueryError(error) ? error.params.length : undefined,
      code,
      constraint: typeof cause.constraint === 'string' ? cause.constraint : undefined,
      routine: typeof cause.routine === 'string' ? cause.routine : undefined,
      stack: framesOf(error),
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
