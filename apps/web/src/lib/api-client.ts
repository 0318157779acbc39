/**
 * The one way the web app calls the API (same origin): the session travels only in the area's httpOnly cookie
 * (credentials included, no token in the page: decision 018), the user's language, JSON in and out. A 401 forgets
 * that area's session and goes to its login (customer spec §4).
 */
import type { SessionKind } from '@saakh/domain/session-cookies';
import { areaOf, forgetSession, loginPathFor } from './session';
import { isLeavingPage, leavePage } from './leave-page';

export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, body: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const errors = body.errors;
    this.errors = errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Which area the call belongs to (whose login a 401 goes to); by default the area of the current page. */
  kind?: SessionKind;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (login forms, session checks) instead of redirecting. */
  allowUnauthorized?: boolean;
};

let currentLanguage = 'en';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/**
 * The area's session is over: its marker goes, and loading its login page drops everything cached in memory. A page
 * already on its way elsewhere goes there: the session was ended on purpose (Exit from a masquerade) and a call still
 * out is answered 401.
 */
function handleUnauthorized(kind: SessionKind): void {
  forgetSession(kind);
  const login = loginPathFor(kind);
  if (window.location.pathname !== login && !isLeavingPage()) {
    const callback = kind === 'admin' ? `?callback=${encodeURIComponent(window.location.pathname)}` : '';
    leavePage(`${login}${callback}`);
  }
}

export type ApiEnvelope<T> = { success: boolean; message?: string; data: T } & Record<string, unknown>;

/** The headers of every call: JSON answers in the page's language. */
export function baseHeaders(): Record<string, string> {
  return { accept: 'application/json', 'accept-language': currentLanguage };
}

/** An answer's body as an object; an empty or non-JSON body is an empty one. */
export function parseBody(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The answer as the API client hands it on: the envelope, or an ApiError (a 401 also leaves the area). */
export function settle<T>(
  status: number,
  statusText: string,
  body: Record<string, unknown>,
  kind: SessionKind,
  allowUnauthorized: boolean | undefined,
): ApiEnvelope<T> {
  if (status < 200 || status >= 300 || body.success === false) {
    if (status === 401 && !allowUnauthorized) handleUnauthorized(kind);
    const message = typeof body.message === 'string' ? body.message : statusText || `HTTP ${status}`;
    throw new ApiError(status, message, body);
  }
  return body as ApiEnvelope<T>;
}

/** Calls the API and returns the whole answer envelope (some spec calls carry top-level fields). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const kind = options.kind ?? areaOf(window.location.pathname);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers = baseHeaders();
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error), {});
  }

  return settle<T>(
    response.status,
    response.statusText,
    parseBody(await response.text()),
    kind,
    options.allowUnauthorized,
  );
}

/** Calls the API and returns `data`. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** The text to show for a failed call: the server's message, else the error's own text (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
