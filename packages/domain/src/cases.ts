/**
 * Cases with owners and clocks (issue 33, item 3): operations (roles 1 and 2) work the applications a lender still
 * has to decide or pay out as cases. Each has an owner (a staff member of role 1 or 2, or nobody yet), a clock that
 * starts when the application entered its current status, the lender's turnaround time (SLA) for that status, an
 * ageing bucket and a breach when the clock passes the SLA; internal notes sit beside the remark the customer sees.
 */
import { z } from 'zod';
import { rowIdSchema } from './api';
import { LIST_DEFAULT_PAGE_SIZE, listQuerySchema, optionalFilter, pageOf } from './lists';
import type { AdminRoleId } from './roles';

/** The statuses in which an application waits on the lender, so a case is open and its clock runs. */
export const caseStatuses = ['submitted', 'in_review', 'approved'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Staff who own and work cases: the same roles that open the cases page. */
export const caseRoles = [1, 2] as const satisfies readonly AdminRoleId[];

/** A lender's turnaround per status when it has not set its own, in hours. */
export const defaultSlaHours: Record<CaseStatus, number> = { submitted: 48, in_review: 72, approved: 120 };

/** SLA hours a lender may set: an hour to ninety days. */
export const SLA_MAX_HOURS = 24 * 90;

/** Ageing buckets by time in the current status: under a day, one to three days, three to seven, seven and more. */
export const caseBuckets = ['under_1d', '1_3d', '3_7d', 'over_7d'] as const;
export type CaseBucket = (typeof caseBuckets)[number];

/** The lower bound of each bucket, in hours. */
export const caseBucketStartHours: Record<CaseBucket, number> = { under_1d: 0, '1_3d': 24, '3_7d': 72, over_7d: 168 };

/** The bucket of a case that has been this many hours in its status. */
export function bucketOf(ageHours: number): CaseBucket {
  if (ageHours >= caseBucketStartHours.over_7d) return 'over_7d';
  if (ageHours >= caseBucketStartHours['3_7d']) return '3_7d';
  if (ageHours >= caseBucketStartHours['1_3d']) return '1_3d';
  return 'under_1d';
}

const booleanFilter = z.enum(['true', 'false'], { error: 'invalidValue' }).transform((value) => value === 'true');

export const caseListQuerySchema = listQuerySchema({
  // `age`: time in the current status (oldest first is `-age`, the work queue's default).
  sortable: ['age', 'submitted_at'],
  defaultSort: '-age',
  defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
  filters: {
    /** me: the caller's cases; unassigned: nobody's; any (default): all. */
    owner: optionalFilter(z.enum(['any', 'me', 'unassigned'], { error: 'invalidValue' })),
    status: optionalFilter(z.enum(caseStatuses, { error: 'invalidValue' })),
    bucket: optionalFilter(z.enum(caseBuckets, { error: 'invalidValue' })),
    breached: optionalFilter(booleanFilter),
    lenderId: optionalFilter(rowIdSchema),
    /** to_review: cases with an uploaded document that waits for staff (decision 054). */
    documents: optionalFilter(z.enum(['to_review'], { error: 'invalidValue' })),
  },
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const caseRowSchema = z.object({
  applicationId: z.uuid(),
  /** The application's reference as staff and customers quote it. */
  reference: z.string(),
  product: z.string(),
  customerName: z.string(),
  lender: z.object({ id: z.number().int(), name: z.string() }),
  partnerName: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.enum(caseStatuses),
  /** When the application entered its current status. */
  statusSince: z.iso.datetime({ offset: true }),
  ageHours: z.number(),
  slaHours: z.number().int(),
  breached: z.boolean(),
  bucket: z.enum(caseBuckets),
  owner: personSchema.nullable(),
  /** The remark the customer sees (the lender's reason in words or its code), beside the internal notes. */
  customerRemark: z.string().nullable(),
  notes: z.number().int(),
  /** Uploaded documents that wait for staff to verify or reject them (decision 054). */
  documentsToReview: z.number().int(),
});
export type CaseRow = z.infer<typeof caseRowSchema>;

/** The queue's page and, over every open case the filters other than bucket and breached allow, its counts. */
export const casePageSchema = pageOf(caseRowSchema).extend({
  summary: z.object({
    buckets: z.record(z.enum(caseBuckets), z.number().int()),
    breached: z.number().int(),
    unassigned: z.number().int(),
    mine: z.number().int(),
  }),
});
export type CasePage = z.infer<typeof casePageSchema>;

export const caseParamsSchema = z.object({ applicationId: z.uuid({ error: 'invalidValue' }) });

/** Who owns the case: a staff member of a case role, or nobody (null). */
export const caseOwnerInputSchema = z.object({ ownerId: rowIdSchema.nullable() });
export type CaseOwnerInput = z.infer<typeof caseOwnerInputSchema>;

/** Staff a case may be given to. */
export const caseOwnerOptionsSchema = z.array(personSchema);

export const CASE_NOTE_MAX_LENGTH = 2000;

export const caseNoteInputSchema = z.object({
  text: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CASE_NOTE_MAX_LENGTH, { error: 'invalidValue' }),
});
export type CaseNoteInput = z.infer<typeof caseNoteInputSchema>;

export const caseNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: personSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;
export const caseNotesSchema = z.array(caseNoteSchema);

const slaHours = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(SLA_MAX_HOURS, { error: 'invalidValue' });

/** A lender's turnaround per status, in hours (every status given; the defaults where the lender set none). */
export const lenderSlaSchema = z.object({
  hours: z.object({ submitted: slaHours, in_review: slaHours, approved: slaHours }),
});
export type LenderSla = z.infer<typeof lenderSlaSchema>;
