/**
 * How long each table keeps rows that should not live for ever (issue 30 item 5, decision 036): what, how long and
 * why, for staff and auditors. A nightly job (`modules/retention`) deletes what is past its period. Tables that money,
 * applications or legal records depend on (applications, their status history, the commission ledger and receipts,
 * MIS rows, erasure records and requests, users) have no entry: nothing here ever deletes them.
 */

/** Days the audit log keeps staff access to personal data, at least (issue 30: "at least one year"). */
export const AUDIT_LOG_MIN_DAYS = 365;

export const retentionNames = [
  'sessions',
  'otpChallenges',
  'loginFailures',
  'loginLinks',
  'passwordResetLinks',
  'pendingLogins',
  'rateLimitHits',
  'messages',
  'trackingEvents',
  'webhookDeliveries',
  'finishedJobs',
  'waitingLenderFiles',
  'helpRequests',
  'grievances',
  'dataExports',
  'auditLog',
] as const;
export type RetentionName = (typeof retentionNames)[number];

export type RetentionEntry = {
  name: RetentionName;
  /** The table whose rows go. */
  table: string;
  /** The row's age is measured from this SQL expression over the table's own columns (fixed text, never input). */
  since: string;
  /** Only rows matching this fixed SQL condition go, when given. */
  where?: string;
  /** Rows older than this many days go. */
  days: number;
  /** An override below this is refused. */
  floorDays: number;
  /** The environment variable that overrides `days`, where one is useful. */
  env?: string;
  /** `delete`: the rows are deleted; `discard`: a lender file left waiting is discarded and its stored bytes deleted. */
  action: 'delete' | 'discard';
  why: string;
};

type Default = Omit<RetentionEntry, 'name'>;

const defaults: Record<RetentionName, Default> = {
  sessions: {
    table: 'sessions',
    since: 'coalesce(revoked_at, expires_at)',
    days: 30,
    floorDays: 1,
    action: 'delete',
    why: 'An expired or revoked session token can never sign anyone in again; a month covers questions about a recent sign-in.',
  },
  otpChallenges: {
    table: 'otp_challenges',
    since: 'expires_at',
    days: 7,
    floorDays: 2,
    action: 'delete',
    why: 'A one-time code is useless once expired; the sending limits read at most the last day, and the rows hold mobile numbers and addresses.',
  },
  loginFailures: {
    table: 'login_failures',
    since: 'created_at',
    days: 30,
    floorDays: 2,
    action: 'delete',
    why: 'Lockouts read the last hours only; a month is kept to look into an attack, then the addresses go.',
  },
  loginLinks: {
    table: 'login_links',
    since: 'expires_at',
    days: 7,
    floorDays: 1,
    action: 'delete',
    why: 'A sign-in link works for 15 minutes; an expired one is kept a week for a staff member asking about it.',
  },
  passwordResetLinks: {
    table: 'password_reset_tokens',
    since: 'expires_at',
    days: 7,
    floorDays: 1,
    action: 'delete',
    why: 'A link to set a new password works for 30 minutes; an expired or used one is kept a week for a staff member asking about it (decision 045).',
  },
  pendingLogins: {
    table: 'login_challenges',
    since: 'expires_at',
    days: 7,
    floorDays: 1,
    action: 'delete',
    why: 'A login waiting for its second factor lasts minutes; its row counts the codes tried and is kept a week for a question about a login (decision 045).',
  },
  rateLimitHits: {
    table: 'rate_limit_hits',
    since: 'expires_at',
    days: 1,
    floorDays: 1,
    action: 'delete',
    why: 'A counter whose window ended counts nothing any more.',
  },
  messages: {
    table: 'messages',
    since: 'created_at',
    where:
      "status in ('sent', 'delivered', 'failed', 'skipped') and (campaign_id is null or campaign_id not in (select id from message_campaigns where status = 'sending'))",
    days: 180,
    floorDays: 30,
    env: 'RETENTION_MESSAGES_DAYS',
    action: 'delete',
    why: "Sent messages' bodies, addresses and provider logs answer delivery questions and complaints for six months; queued ones are never deleted.",
  },
  trackingEvents: {
    table: 'tracking_events',
    since: 'created_at',
    days: 730,
    floorDays: 400,
    env: 'RETENTION_TRACKING_EVENTS_DAYS',
    action: 'delete',
    why: 'Funnel events with addresses feed the reports; two years allow a year-on-year comparison, the daily rollups keep the totals after.',
  },
  webhookDeliveries: {
    table: 'partner_webhook_deliveries',
    since: 'created_at',
    where: "status in ('delivered', 'failed')",
    days: 90,
    floorDays: 14,
    action: 'delete',
    why: "A finished delivery's payload names the application; a partner asking about a missed event asks within weeks. Pending ones are never deleted.",
  },
  finishedJobs: {
    table: 'job_outbox',
    since: 'finished_at',
    where: "status in ('completed', 'failed')",
    days: 90,
    floorDays: 14,
    action: 'delete',
    why: 'The jobs page shows what ran and what failed; a finished job older than a quarter explains nothing new. Pending and running ones are never deleted.',
  },
  waitingLenderFiles: {
    table: 'ingest_files',
    since: 'updated_at',
    where: "stage = 'ready' or (status = 'failed' and stage not in ('applied', 'discarded'))",
    days: 30,
    floorDays: 7,
    env: 'RETENTION_WAITING_LENDER_FILES_DAYS',
    action: 'discard',
    why: "A lender file left waiting (checked, or failed) keeps the uploaded spreadsheet naming customers (decision 015); after a month it is discarded and its bytes deleted. The file's record stays.",
  },
  helpRequests: {
    table: 'help_requests',
    since: 'created_at',
    where: "forward_status <> 'pending'",
    days: 365,
    floorDays: 90,
    action: 'delete',
    why: 'A help request names, e-mails and phones a person; a year answers any follow-up. One still being forwarded is never deleted.',
  },
  // Complaints are records of the regulated activity (RBI Digital Lending Directions: grievance redressal), which
  // auditors and the RBI Integrated Ombudsman may ask about long after; eight years is as long as the books and the
  // audit log keep what they explain. Only finished ones go, counted from their last change; their timeline
  // (grievance_events) goes with them (on delete cascade). An erased customer's complaints are pseudonymised at once.
  grievances: {
    table: 'grievances',
    since: 'updated_at',
    where: "status in ('resolved', 'rejected', 'closed')",
    days: 8 * 365,
    floorDays: 3 * 365,
    action: 'delete',
    why: 'A complaint and its timeline are the record of how Saakh met the 30-day redressal rule; kept eight years after it ends, as the books are. One still open is never deleted.',
  },
  // A download of My data copies every personal field of the customer (issue 30 item 4, decision 038): it is kept
  // DATA_EXPORT_KEEP_DAYS from when it was made (its expires_at, after which it answers 410) and goes the next night.
  // One that failed expires the same way; one still being made has no expiry yet and stays.
  dataExports: {
    table: 'data_exports',
    since: 'expires_at',
    days: 0,
    floorDays: 0,
    action: 'delete',
    why: "A customer's download of their own data repeats every personal field Saakh holds; it is kept only the 7 days the customer was promised to fetch it, then deleted with its files.",
  },
  auditLog: {
    table: 'audit_log',
    since: 'created_at',
    days: 8 * 365,
    floorDays: AUDIT_LOG_MIN_DAYS,
    env: 'RETENTION_AUDIT_LOG_DAYS',
    action: 'delete',
    why: 'Who changed or read what: staff access to personal data is kept at least a year, and changes to money and applications as long as the books (eight years).',
  },
};

/**
 * The schedule, with the configured periods where given; refuses a period under its floor (the audit log's is a
 * year), so a wrong override stops the start instead of deleting what must be kept.
 */
export function retentionSchedule(days: Partial<Record<RetentionName, number | undefined>> = {}): RetentionEntry[] {
  return retentionNames.map((name) => {
    const entry = { name, ...defaults[name] };
    const configured = days[name];
    if (configured === undefined) return entry;
    if (!Number.isInteger(configured) || configured < entry.floorDays) {
      throw new Error(`Retention of ${entry.table} must be at least ${entry.floorDays} days, not ${configured}`);
    }
    return { ...entry, days: configured };
  });
}
