/**
 * The one way the web app calls the API: credentials included, the area's bearer token, the user's language,
 * JSON in and out. A 401 clears that area's token and goes to its login (customer spec §4).
 */
import type { SessionKind } from '@saakh/domain/auth';
import { areaOf, clearToken, getToken, loginPathFor } from './session';

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
  /** Which area's token to send; by default the area of the current page. */
  kind?: SessionKind;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (login forms, session checks) instead of redirecting. */
  allowUnauthorized?: boolean;
};

let currentLanguage = 'en';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

function handleUnauthorized(kind: SessionKind): void {
  clearToken(kind);
  const login = loginPathFor(kind);
  if (window.location.pathname !== login) {
    const callback = kind === 'admin' ? `?callback=${encodeURIComponent(window.location.pathname)}` : '';
    window.location.assign(`${login}${callback}`);
  }
}

export type ApiEnvelope<T> = { success: boolean; message?: string; data: T } & Record<string, unknown>;

/** Calls the API and returns the whole answer envelope (some spec calls carry top-level fields). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const kind = options.kind ?? areaOf(window.location.pathname);
  const token = getToken(kind);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage };
  if (token) headers.authorization = `Bearer ${token}`;
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

  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (!response.ok || body.success === false) {
    if (response.status === 401 && !options.allowUnauthorized) handleUnauthorized(kind);
    const message = typeof body.message === 'string' ? body.message : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return body as ApiEnvelope<T>;
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
