/**
 * Documents a lender asks for (issue 33, item 3). Each lender keeps a checklist per loan product; an application the
 * lender is still deciding (a case: cases.ts) asks its customer for what that checklist names. The customer uploads
 * each document from their account (a PDF, JPG or PNG of up to 5 MB whose first bytes agree with its type, kept in
 * private storage and only ever sent through the API to those allowed to see it); a partner may upload on their
 * customer's behalf once the customer has consented with an OTP sent to their own mobile; staff of roles 1 and 2 verify
 * each upload or reject it with a reason, and the customer sees what is still needed.
 *
 * The API (decision 054):
 * - customer: GET /api/documents/requests (their applications that ask for documents, with what is outstanding);
 *   GET /api/applications/:applicationId/documents; POST /api/applications/:applicationId/documents/:kind (multipart,
 *   one `file`); GET /api/applications/:applicationId/documents/files/:fileId (their own upload).
 * - partner (an application of the partner's own customer): GET /api/partner/applications/:applicationId/documents;
 *   POST …/documents/consent (sends the customer an OTP); POST …/documents/consent/verify ({ otp }: consent for
 *   DOCUMENT_CONSENT_MINUTES); POST …/documents/:kind (multipart, only while consent stands). Partners see statuses,
 *   never the files.
 * - staff, roles 1 and 2: GET /api/admin/applications/:applicationId/documents;
 *   GET /api/admin/application-documents/:fileId/file (audited: a staff action on personal data);
 *   POST /api/admin/application-documents/:fileId/review (audited). GET (roles 1 and 2) and PUT (role 1, audited)
 *   /api/admin/lenders/:id/document-checklist.
 */
import { z } from 'zod';
import { rowIdSchema } from './api';
import { otpSchema } from './auth';
import { caseStatuses } from './cases';
import { documentContentTypes } from './document-files';
import { loanProductCodes } from './products';

/** What a lender may ask for. Their names are in the web's `documents` catalogue (kinds.<kind>). */
export const documentKinds = [
  'pan_card',
  'aadhaar',
  'photo',
  'address_proof',
  'salary_slips',
  'bank_statement',
  'itr',
  'business_proof',
  'gst_certificate',
  'property_papers',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export {
  DOCUMENT_MAX_BYTES,
  documentAccept,
  documentContentTypes,
  documentFileTypes,
  type DocumentContentType,
} from './document-files';

/** Applications whose documents may be uploaded and reviewed: those the lender is still deciding (the open cases). */
export const documentOpenStatuses = caseStatuses;

/**
 * Where an asked document stands: nothing on file (needed), waiting for staff (uploaded), verified, or rejected (the
 * customer uploads it again).
 */
export const documentStatuses = ['needed', 'uploaded', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Who put a file on record. */
export const documentUploaders = ['customer', 'partner'] as const;
export type DocumentUploader = (typeof documentUploaders)[number];

/** Why staff reject a document; the customer reads the reason in their language (documents catalogue reasons.<r>). */
export const documentRejectionReasons = [
  'unreadable',
  'wrong_document',
  'expired',
  'name_mismatch',
  'incomplete',
  'other',
] as const;
export type DocumentRejectionReason = (typeof documentRejectionReasons)[number];

/** How long a customer's OTP consent lets their partner upload for that application. */
export const DOCUMENT_CONSENT_MINUTES = 30;

/** A checklist has at most this many lines (every product × every kind is 10 × 10 today). */
export const DOCUMENT_CHECKLIST_MAX_ITEMS = 200;

export const DOCUMENT_NOTE_MAX_LENGTH = 300;

const kindSchema = z.enum(documentKinds, { error: 'invalidValue' });
const productSchema = z.enum(loanProductCodes as [string, ...string[]], { error: 'invalidValue' });

// ---- a lender's checklist (admin) ----------------------------------------------------------------------------------

export const documentChecklistItemSchema = z.object({ product: productSchema, kind: kindSchema });
export type DocumentChecklistItem = z.infer<typeof documentChecklistItemSchema>;

/** A lender's whole checklist: each line a product and a document it asks for; saving replaces the list. */
export const lenderDocumentChecklistSchema = z.object({
  items: z
    .array(documentChecklistItemSchema)
    .max(DOCUMENT_CHECKLIST_MAX_ITEMS, { error: 'invalidValue' })
    .refine((items) => new Set(items.map((item) => `${item.product}:${item.kind}`)).size === items.length, {
      error: 'documentChecklistRepeated',
    }),
});
export type LenderDocumentChecklist = z.infer<typeof lenderDocumentChecklistSchema>;

// ---- an application's documents ------------------------------------------------------------------------------------

export const applicationDocumentsParamsSchema = z.object({ applicationId: z.uuid({ error: 'invalidValue' }) });
export const applicationDocumentKindParamsSchema = applicationDocumentsParamsSchema.extend({ kind: kindSchema });
export const applicationDocumentFileParamsSchema = applicationDocumentsParamsSchema.extend({
  fileId: z.uuid({ error: 'invalidValue' }),
});
export const documentFileParamsSchema = z.object({ fileId: z.uuid({ error: 'invalidValue' }) });

/** The upload on file for one asked document (the latest for its kind). */
export const documentFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
  uploadedBy: z.enum(documentUploaders),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const applicationDocumentSchema = z.object({
  kind: kindSchema,
  status: z.enum(documentStatuses),
  /** The latest upload for this kind, or null when none was made. */
  file: documentFileSchema.nullable(),
  /** When rejected: why, and staff's note for the customer (as typed, or null). */
  rejection: z.object({ reason: z.enum(documentRejectionReasons), note: z.string().nullable() }).nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const applicationDocumentsSchema = z.object({
  applicationId: z.uuid(),
  reference: z.string(),
  product: z.string(),
  lenderName: z.string(),
  /** Uploads and reviews are open while the lender is still deciding (documentOpenStatuses). */
  open: z.boolean(),
  /** The lender's checklist for this product, in the order of documentKinds. */
  items: z.array(applicationDocumentSchema),
  /** How many the customer still has to give: needed or rejected. */
  outstanding: z.number().int(),
});
export type ApplicationDocuments = z.infer<typeof applicationDocumentsSchema>;

/** For the partner: the documents and whether the customer's consent to upload stands, until when. */
export const partnerApplicationDocumentsSchema = applicationDocumentsSchema.extend({
  consentUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type PartnerApplicationDocuments = z.infer<typeof partnerApplicationDocumentsSchema>;

/** The customer's applications that ask for documents (open ones, with a checklist), newest first. */
export const documentRequestsSchema = z.array(
  z.object({
    applicationId: z.uuid(),
    reference: z.string(),
    product: z.string(),
    lenderName: z.string(),
    asked: z.number().int(),
    outstanding: z.number().int(),
  }),
);
export type DocumentRequests = z.infer<typeof documentRequestsSchema>;

/** Staff's verdict on one upload: verified, or rejected with a reason (and a note, required for `other`). */
export const documentReviewInputSchema = z
  .discriminatedUnion(
    'decision',
    [
      z.object({ decision: z.literal('verified') }),
      z.object({
        decision: z.literal('rejected'),
        reason: z.enum(documentRejectionReasons, { error: 'documentRejectionReasonRequired' }),
        note: z
          .string()
          .trim()
          .max(DOCUMENT_NOTE_MAX_LENGTH, { error: 'invalidValue' })
          .optional()
          .transform((note) => (note ? note : null)),
      }),
    ],
    { error: 'invalidValue' },
  )
  .refine((input) => input.decision !== 'rejected' || input.reason !== 'other' || Boolean(input.note), {
    error: 'documentRejectionNoteRequired',
    path: ['note'],
  });
export type DocumentReviewInput = z.infer<typeof documentReviewInputSchema>;

/** The partner gives the OTP the customer received. */
export const documentConsentVerifyInputSchema = z.object({ otp: otpSchema });
export type DocumentConsentVerifyInput = z.infer<typeof documentConsentVerifyInputSchema>;

export const documentConsentSchema = z.object({ consentUntil: z.iso.datetime({ offset: true }) });
export type DocumentConsent = z.infer<typeof documentConsentSchema>;

/** The lender id of a checklist route. */
export const lenderChecklistParamsSchema = z.object({ id: rowIdSchema });
