/**
 * The files a document may be, without a schema (issue 34): the customer's applications page offers an upload, and the
 * pages a customer reads evaluate no zod for it. `documents.ts` re-exports them beside its schemas.
 */

/** The largest document accepted, in bytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The file types accepted, by extension; the server checks that the first bytes agree. */
export const documentFileTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];
/** For a file input's `accept`. */
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
