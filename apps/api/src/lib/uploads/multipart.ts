/**
 * Reading a multipart form with at most one file: its text fields and the file, streamed with a size cap and checked
 * by extension and first bytes before anything is written. Ticket attachments and customers' documents share it.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { detectImage } from './images';

export type UploadedFile = { fileName: string; contentType: string; content: Buffer };
export type UploadForm = { fields: Record<string, string>; file: UploadedFile | null };

/** A PDF or an image whose extension and first bytes agree, as its content type; null for anything else. */
export function attachmentType(fileName: string, content: Buffer): string | null {
  if (content.length === 0) return null;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return content.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : null;
  return detectImage(fileName, content)?.mime ?? null;
}

/** The name kept for a download: its last path part, printable characters only, at most 120. */
export function safeFileName(fileName: string, fallback = 'attachment'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?]/g, '').trim();
  return clean.slice(-120) || fallback;
}

/** A `content-disposition` that downloads the file under its kept name, in any script (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = safeFileName(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safeFileName(fileName))}`;
}

export type ReadUploadOptions = {
  /** The form field of the file; file parts under another name are skipped. */
  field: string;
  maxBytes: number;
  /** The content type of an accepted file, or null to refuse it (by its kept name and content). */
  typeOf: (fileName: string, content: Buffer) => string | null;
  /** The error for a file refused by type, size or emptiness. */
  invalid: () => AppError;
};

/** Reads the form; a too-large or mistyped file is refused whole before the caller writes anything. */
export async function readUploadForm(request: FastifyRequest, options: ReadUploadOptions): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field || file) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        if (part.file.truncated) throw options.invalid();
        // A form without a chosen file still sends an empty part: that is no file.
        if (content.length === 0 && part.filename === '') continue;
        const fileName = safeFileName(part.filename);
        const contentType = options.typeOf(fileName, content);
        if (!contentType) throw options.invalid();
        file = { fileName, contentType, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw options.invalid();
    throw error;
  }
  return { fields, file };
}
