/** The one error type services throw; the error plugin turns it into the answer shape (DESIGN §4). */
import type { MessageKey } from '@saakh/domain/messages';

export type AppErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'validation'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'service_unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  validation: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  bad_gateway: 502,
  service_unavailable: 503,
};

export type FieldErrors = Record<string, MessageKey[] | string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  /** Extra answer fields some spec calls carry on failure (e.g. redirectionUrl). */
  readonly extra?: Record<string, unknown>;

  constructor(
    code: AppErrorCode,
    message: MessageKey | (string & {}),
    options: { errors?: FieldErrors; retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
  }
}

/** A 422 with one field's error, as the forms show it under the field. */
export function fieldError(field: string, message: MessageKey): AppError {
  return new AppError('validation', 'validationFailed', { errors: { [field]: [message] } });
}
