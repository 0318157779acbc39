/**
 * Reading a ticket's multipart form: its text fields and at most one `attachment`, streamed with a size cap and
 * checked by extension and first bytes (PDF or an image), before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@saakh/domain/partner-support';
import { AppError } from '../../lib/app-error';
import { detectImage } from '../../lib/uploads/images';

export type TicketFile = { fileName: string; contentType: string; content: Buffer };
export type TicketForm = { fields: Record<string, string>; file: TicketFile | null };

const attachmentInvalid = () =>
  new AppError('validation', 'validationFailed', { errors: { attachment: ['ticketAttachmentInvalid'] } });

/** A PDF or an image whose extension and first bytes agree; null for anything else. */
export function attachmentType(fileName: string, content: Buffer): string | null {
  if (content.length === 0) return null;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return content.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : null;
  return detectImage(fileName, content)?.mime ?? null;
}

/** The name kept for a download: its last path part, printable characters only, at most 120. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?]/g, '').trim();
  return clean.slice(-120) || 'attachment';
}

export async function readTicketForm(request: FastifyRequest): Promise<TicketForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: TicketFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment' || file) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        if (part.file.truncated) throw attachmentInvalid();
        // A form without a chosen file still sends an empty part: that is no attachment.
        if (content.length === 0 && part.filename === '') continue;
        const fileName = safeFileName(part.filename);
        const contentType = attachmentType(fileName, content);
        if (!contentType) throw attachmentInvalid();
        file = { fileName, contentType, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw attachmentInvalid();
    throw error;
  }
  return { fields, file };
}
