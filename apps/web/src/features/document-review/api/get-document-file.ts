import { ApiError } from '@/lib/api-client';

/**
 * One uploaded document's bytes for staff (GET /api/admin/application-documents/:fileId/file, roles 1 and 2; the API
 * audits each view). Not cached: the file is personal data and is fetched only when staff ask to see it.
 */
export async function getDocumentFile(fileId: string, language: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/application-documents/${encodeURIComponent(fileId)}/file`, {
      credentials: 'include',
      headers: { 'accept-language': language },
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error), {});
  }
  if (!response.ok) {
    // Refusals come as the API's JSON envelope; its message is what staff read.
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return response.blob();
}

/**
 * Shows a blob in a new tab, or saves it under its name when the browser blocks the tab. The address is let go a
 * minute later, once the tab has read it.
 */
export function openBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
