/**
 * For the documents screens' tests: a small stand-in for the API behind fetch (lists, consent) and XMLHttpRequest
 * (uploads, which report progress), keeping what it was sent, as the real one does, so a list read again shows it.
 */
import { vi } from 'vitest';
import type { ApplicationDocument, ApplicationDocuments, DocumentFile } from '@saakh/domain/documents';

export const APPLICATION_ID = '5b7f7a52-3c1e-4f5e-9d57-1f0f2a9c0b11';

export const onFile = (over: Partial<DocumentFile> = {}): DocumentFile => ({
  id: '0c6b1a2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d',
  fileName: 'pan.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 1_468_006,
  uploadedAt: '2026-11-28T06:30:00.000Z',
  uploadedBy: 'customer',
  ...over,
});

export const asked = (over: Partial<ApplicationDocument> & Pick<ApplicationDocument, 'kind'>): ApplicationDocument => ({
  status: 'needed',
  file: null,
  rejection: null,
  reviewedAt: null,
  ...over,
});

export const documents = (over: Partial<ApplicationDocuments> = {}): ApplicationDocuments => ({
  applicationId: APPLICATION_ID,
  reference: 'SK-7K3P9Q',
  product: 'pl',
  lenderName: 'Acme Finance',
  open: true,
  items: [],
  outstanding: 0,
  ...over,
});

export type Answer = { status: number; body: unknown };
export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const refused = (status: number, message: string, errors?: Record<string, string[]>): Answer => ({
  status,
  body: { success: false, message, errors },
});

export type Call = { method: string; url: string; body: unknown };
export type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * Routes fetch and XMLHttpRequest to `handler`, recording every call. An upload reports half its bytes sent, then
 * waits for `holdUploads` (when given) before it answers, so a test sees the progress.
 */
export function stubApi(handler: Handler, holdUploads?: Promise<void>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method: init?.method ?? 'GET', url: String(input), body };
    calls.push(call);
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const call = { method: this.method, url: this.url, body };
      calls.push(call);
      const file = body.get('file');
      const total = file instanceof File ? file.size : 1;
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(total / 2), total } as ProgressEvent);
        await holdUploads;
        const answer = await handler(call);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

/** A file of `bytes` bytes. */
export const fileOf = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
