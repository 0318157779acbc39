/**
 * Uploads with progress, in a module of their own: only the screens that upload files load it (the customer's first
 * download carries the API client, and this is not needed there).
 */
import { baseHeaders, parseBody, settle, type ApiEnvelope, ApiError } from './api-client';
import { areaOf } from './session';

export type UploadOptions = {
  /** Bytes sent so far and the total, as the browser sends the file. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a multipart form with upload progress (which fetch cannot report), with the same headers, answer shape and
 * 401 handling as apiRequest. An abort rejects with an AbortError, as fetch does.
 */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<ApiEnvelope<T>> {
  const kind = areaOf(window.location.pathname);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      try {
        resolve(settle<T>(request.status, request.statusText, parseBody(request.responseText), kind, false));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(0, 'Network error', {}));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
