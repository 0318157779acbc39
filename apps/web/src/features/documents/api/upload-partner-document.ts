import type { DocumentKind } from '@saakh/domain/documents';
import type { UploadOptions } from '@/lib/api-upload';
import { partnerApplicationDocumentsPath } from './get-partner-application-documents';
import { uploadDocument } from './upload-application-document';

/** The partner uploads one document for their customer, while the customer's consent stands. */
export function uploadPartnerDocument(
  applicationId: string,
  kind: DocumentKind,
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  return uploadDocument(`${partnerApplicationDocumentsPath(applicationId)}/${kind}`, file, options);
}
