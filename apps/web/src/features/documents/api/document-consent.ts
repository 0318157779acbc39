import { useMutation } from '@tanstack/react-query';
import type { DocumentConsent, DocumentConsentVerifyInput } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';
import { partnerApplicationDocumentsPath } from './get-partner-application-documents';

/** Sends the customer an OTP asking them to let the partner upload their documents. */
export function useRequestDocumentConsent(applicationId: string) {
  return useMutation({
    mutationFn: () =>
      api<unknown>(`${partnerApplicationDocumentsPath(applicationId)}/consent`, {
        method: 'POST',
        body: {},
        kind: 'partner',
      }),
  });
}

/** The OTP the customer received: consent stands for DOCUMENT_CONSENT_MINUTES. */
export function useVerifyDocumentConsent(applicationId: string) {
  return useMutation({
    mutationFn: (input: DocumentConsentVerifyInput) =>
      api<DocumentConsent>(`${partnerApplicationDocumentsPath(applicationId)}/consent/verify`, {
        method: 'POST',
        body: input,
        kind: 'partner',
      }),
  });
}
