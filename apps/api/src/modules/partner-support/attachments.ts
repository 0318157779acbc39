/** Reading a ticket's multipart form: its text fields and at most one `attachment`, a PDF or an image. */
import type { FastifyRequest } from 'fastify';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@saakh/domain/partner-support';
import { AppError } from '../../lib/app-error';
import { attachmentType, readUploadForm, type UploadForm, type UploadedFile } from '../../lib/uploads/multipart';

export type TicketFile = UploadedFile;
export type TicketForm = UploadForm;

const attachmentInvalid = () =>
  new AppError('validation', 'validationFailed', { errors: { attachment: ['ticketAttachmentInvalid'] } });

export function readTicketForm(request: FastifyRequest): Promise<TicketForm> {
  return readUploadForm(request, {
    field: 'attachment',
    maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
    typeOf: attachmentType,
    invalid: attachmentInvalid,
  });
}
