/** Reads and validates every setting from the environment; nothing else reads process.env. */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { ERASURE_DEFAULT_DUE_DAYS } from '@saakh/domain/customer-erasure';
import {
  TELECALLING_DEFAULT_MAX_ATTEMPTS,
  TELECALLING_DEFAULT_RETRY_HOURS,
  TELECALLING_DEFAULT_STICKY_DAYS,
} from '@saakh/domain/telecalling';
import { DEDUPE_DEFAULT_WINDOW_DAYS } from '@saakh/domain/dedupe';
import { GRIEVANCE_OFFICER_DESIGNATION } from '@saakh/domain/grievances';
import { GRIEVANCE_CONTACT } from '@saakh/domain/kfs';
import { INGEST_DEFAULT_MAX_BYTES } from '@saakh/domain/ingestion';
import { idleDefaults, loginPolicy, otpPolicy } from '@saakh/domain/constants';
import { IMAGE_MAX_BYTES } from '@saakh/domain/uploads';
import { defaultHashLimit, productionHashCost, type HashCost, type HashLimit } from './lib/passwords';
import { AUDIT_LOG_MIN_DAYS, retentionSchedule, type RetentionEntry } from './retention-schedule';

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for the dashboard, reports and exports (issue 32); PostgreSQL only. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** Above this replay lag (seconds) those reads go to the primary instead, and the page says so. */
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().positive().max(86_400).default(30),
  /**
   * Named prepared statements on DATABASE_URL (the session lookup); false behind a pooler in transaction mode that does
   * not keep them per client (PgBouncer before 1.21, or max_prepared_statements = 0): docs/operations.md.
   */
  DATABASE_PREPARED_STATEMENTS: boolean.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolean.default(false),
  COOKIE_SECURE: boolean.optional(),
  WEB_DIST_DIR: z.string().optional(),
  CUSTOMER_SESSION_HOURS: z.coerce.number().positive().default(24),
  STAFF_SESSION_HOURS: z.coerce.number().positive().default(12),
  CUSTOMER_IDLE_MINUTES: z.coerce.number().positive().default(idleDefaults.customerMinutes),
  STAFF_IDLE_MINUTES: z.coerce.number().positive().default(idleDefaults.staffMinutes),
  IDLE_COUNTDOWN_SECONDS: z.coerce.number().int().positive().default(idleDefaults.countdownSeconds),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('SAAKHM'),
  SMS_DLT_TEMPLATE_OTP: z.string().default('1107000000000000000'),
  /** The DLT template of the OTP that acknowledges a Key Facts Statement (issue 30). */
  SMS_DLT_TEMPLATE_KFS_OTP: z.string().default('1107000000000000001'),
  SMS_DLT_TEMPLATE_DOCUMENTS_OTP: z.string().default('1107000000000000009'),
  /** DLT templates of a complaint's OTP, its acknowledgement and the note that it is answered (issue 30). */
  SMS_DLT_TEMPLATE_GRIEVANCE_OTP: z.string().default('1107000000000000002'),
  SMS_DLT_TEMPLATE_GRIEVANCE_FILED: z.string().default('1107000000000000003'),
  SMS_DLT_TEMPLATE_GRIEVANCE_ANSWERED: z.string().default('1107000000000000004'),
  /** The grievance redressal officer customers are shown (RBI DLD 2025); reminders of open complaints go to the e-mail. */
  /**
   * Saakh as the recipient of partners' invoices and the deductor of their TDS (decision 043): printed on self-billed
   * invoices and Form 16A data. The defaults are a demo company, not a real registration.
   */
  COMPANY_LEGAL_NAME: z.string().trim().min(2).default('Saakh Fintech Private Limited'),
  COMPANY_GSTIN: z
    .string()
    .trim()
    .regex(/^\d{2}[A-Z0-9]{13}$/)
    .default('27AAKCS1234M1Z3'),
  COMPANY_ADDRESS: z.string().trim().min(2).default('4th Floor, Example House, Bandra Kurla Complex, Mumbai 400051'),
  COMPANY_TAN: z
    .string()
    .trim()
    .regex(/^[A-Z]{4}\d{5}[A-Z]$/)
    .default('MUMS12345A'),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default(GRIEVANCE_CONTACT.name),
  GRIEVANCE_OFFICER_DESIGNATION: z.string().trim().min(1).default(GRIEVANCE_OFFICER_DESIGNATION.en),
  GRIEVANCE_OFFICER_PHONE: z.string().trim().min(1).default(GRIEVANCE_CONTACT.phone),
  GRIEVANCE_OFFICER_EMAIL: z.string().trim().email().default(GRIEVANCE_CONTACT.email),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(1).default(GRIEVANCE_CONTACT.address),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /** The bucket of private files (customers' documents, decision 054); required in production when S3_BUCKET is set. */
  S3_PRIVATE_BUCKET: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Staff login requests per 5 minutes per address, right or wrong: a ceiling against floods only (decision 017). */
  LOGIN_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(loginPolicy.maxRequestsPerAddress),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(loginPolicy.maxFailuresPerAddress),
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce
    .number()
    .int()
    .positive()
    .default(loginPolicy.maxFailuresPerAccountPerAddress),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(loginPolicy.maxFailuresPerAccount),
  /** Role 1 admins and partners' owners must use a TOTP second factor (decision 045); default: on in production. */
  TOTP_REQUIRED: boolean.optional(),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().default(defaultHashLimit.concurrency),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(defaultHashLimit.queue),
  PASSWORD_HASH_WAIT_MS: z.coerce.number().int().positive().default(defaultHashLimit.waitMs),
  /**
   * argon2id cost of new password hashes (KiB of memory, passes). Tests set less to run fast; a production
   * configuration may not go below the default (OWASP's minimum).
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).default(productionHashCost.memoryCost),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).default(productionHashCost.timeCost),
  /** Where the site is served, for links in e-mails (never taken from a request's Host header). */
  PUBLIC_URL: z.string().url().optional(),
  EMAIL_PROVIDER: z.enum(['console', 'http']).default('console'),
  EMAIL_HTTP_URL: z.string().url().optional(),
  EMAIL_HTTP_API_KEY: z.string().optional(),
  EMAIL_FROM: z.string().default('Saakh <no-reply@saakh.in>'),
  /** The companies that carry messages, as My data names them to customers (e.g. 'Kaleyra Technologies'). */
  SMS_PROCESSOR_NAME: z.string().trim().min(1).max(120).optional(),
  WHATSAPP_PROCESSOR_NAME: z.string().trim().min(1).max(120).optional(),
  EMAIL_PROCESSOR_NAME: z.string().trim().min(1).max(120).optional(),
  WHATSAPP_PROVIDER: z.enum(['local', 'http']).default('local'),
  WHATSAPP_HTTP_URL: z.string().url().optional(),
  WHATSAPP_HTTP_API_KEY: z.string().optional(),
  /** Customer messages (campaigns, status changes) sent per minute by one stream of send jobs. */
  MESSAGING_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(300),
  /** Key of the HMAC-SHA256 signature the SMS, WhatsApp and e-mail gateways put on receipts and replies. */
  MESSAGING_WEBHOOK_SECRET: z.string().min(32).optional(),
  OTP_SENDS_PER_IP: z.coerce.number().int().positive().default(otpPolicy.maxSendsPerIp),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(IMAGE_MAX_BYTES),
  /** Lender files (status, MIS, commission): refused above this size. */
  INGEST_MAX_BYTES: z.coerce.number().int().positive().default(INGEST_DEFAULT_MAX_BYTES),
  HELP_FORWARD_URL: z.string().url().optional(),
  JOBS_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How far the JavaScript heap grows past its live data before a full collection (0: V8 decides, up to 300). */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(50),
  HELP_ORG_ID: z.string().default('saakh'),
  /** Days within which the same mobile or PAN applying for the same product is a duplicate (decision 013). */
  DEDUPE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(DEDUPE_DEFAULT_WINDOW_DAYS),
  /** Days within which a customer's request to erase their data is due (decision 015). */
  ERASURE_DUE_DAYS: z.coerce.number().int().min(1).max(365).default(ERASURE_DEFAULT_DUE_DAYS),
  /** Retention periods (decision 036); each refused under its floor, the audit log's a year. Unset: the schedule's. */
  RETENTION_AUDIT_LOG_DAYS: z.coerce.number().int().min(AUDIT_LOG_MIN_DAYS).optional(),
  RETENTION_MESSAGES_DAYS: z.coerce.number().int().min(30).optional(),
  RETENTION_TRACKING_EVENTS_DAYS: z.coerce.number().int().min(400).optional(),
  RETENTION_WAITING_LENDER_FILES_DAYS: z.coerce.number().int().min(7).optional(),
  /** Days a customer stays with the telecaller who last had them (issue 11). */
  TELECALLING_STICKY_DAYS: z.coerce.number().int().min(0).max(365).default(TELECALLING_DEFAULT_STICKY_DAYS),
  /** Calls that found the customer not reachable before the lead closes; each retry comes due after the wait. */
  TELECALLING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(TELECALLING_DEFAULT_MAX_ATTEMPTS),
  TELECALLING_RETRY_HOURS: z.coerce.number().int().min(1).max(168).default(TELECALLING_DEFAULT_RETRY_HOURS),
  /** How often the queue rules run (minutes); 0 runs them only when role 1 asks. */
  TELECALLING_BUILD_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** local: records calls and reports their progress itself (development); http: a bridge-call provider. */
  TELEPHONY_PROVIDER: z.enum(['local', 'http']).default('local'),
  TELEPHONY_HTTP_URL: z.string().url().optional(),
  TELEPHONY_API_KEY: z.string().optional(),
  TELEPHONY_CALLER_ID: z.string().default('08000000000'),
  /** Key of the HMAC-SHA256 signature on the provider's status callbacks. */
  TELEPHONY_WEBHOOK_SECRET: z.string().min(16).optional(),
  OTP_HASH_SECRET: z.string().min(32).optional(),
  /**
   * The AES-256-GCM key of lenders' connector secrets (decision 044): base64 of 32 bytes, shared by every instance.
   * Required in production; elsewhere one is derived from a fixed development value.
   */
  CONNECTOR_SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
      error: 'must be base64 of 32 bytes (openssl rand -base64 32)',
    })
    .optional(),
  /** The first wait before a connector's failed send is tried again (milliseconds; each later wait doubles). */
  CONNECTOR_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * Signed events one lender may post from one address in a minute (decision 044): a lender's feed comes in bursts
   * from a few addresses, 10,000 a minute at the benchmark's rate, so the limit is per lender and address.
   */
  LENDER_HOOK_REQUESTS_PER_MINUTE: z.coerce.number().int().min(60).max(1_000_000).default(20_000),
  /**
   * The sandbox lender (apps/sandbox-lender) that `npm start` runs beside the app in development: two demo lenders
   * are connected to it at start (decision 044). Never used in production.
   */
  SANDBOX_LENDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The demo partners, staff accounts, catalogue and activity (default: on, off when NODE_ENV=production). */
  SEED_DEMO: boolean.optional(),
  /** The API documentation at /api/docs (default: on, off when NODE_ENV=production). */
  API_DOCS: boolean.optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * A clock that POST /api/dev/clock moves ahead, so browser tests need not wait for a callback to come due (default:
   * off). Refused when NODE_ENV=production.
   */
  DEV_CLOCK_CONTROL: boolean.default(false),
  SEED_PARTNER_PASSWORD: z.string().min(8).optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The replica the dashboard, reports and exports read from while its lag is within maxLagSeconds. */
  databaseReplica: { url: string; maxLagSeconds: number } | undefined;
  /** Whether statements may be named (prepared once per server connection); off for a pooler that cannot keep them. */
  databasePreparedStatements: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  cookieSecure: boolean;
  webDistDir: string | undefined;
  sessionHours: { customer: number; staff: number };
  idle: { customerMinutes: number; staffMinutes: number; countdownSeconds: number };
  sms: {
    provider: 'console' | 'http';
    url?: string;
    apiKey?: string;
    senderId: string;
    otpTemplateId: string;
    kfsOtpTemplateId: string;
    documentsOtpTemplateId: string;
  };
  /**
   * Complaints: the platform's grievance redressal officer (a partner's brand shows its own support contact where it
   * has one), and the DLT templates of a complaint's SMS.
   */
  grievance: {
    officer: { name: string; designation: string; phone: string; email: string; address: string };
    sms: { otpTemplateId: string; filedTemplateId: string; answeredTemplateId: string };
  };
  storage: {
    bucket?: string;
    /** Customers' documents: never the public bucket (decision 054). */
    privateBucket?: string;
    region: string;
    endpoint?: string;
    publicUrl?: string;
    maxBytes: number;
  };
  help: { forwardUrl?: string; orgId: string };
  ingest: { maxBytes: number };
  /** `in-process`: the server also runs background jobs (the default); `off`: only `npm run worker` processes do. */
  jobs: { worker: 'in-process' | 'off'; pollSeconds: number };
  heapGrowingPercent: number;
  dedupe: { windowDays: number };
  erasure: { dueDays: number };
  /** What the nightly retention job deletes, table by table (retention-schedule.ts). */
  retention: RetentionEntry[];
  telecalling: { stickyDays: number; maxAttempts: number; retryHours: number; buildMinutes: number };
  telephony: {
    provider: 'local' | 'http';
    url?: string;
    apiKey?: string;
    callerId: string;
    /** Without one, no status callback is accepted (the local provider reports in-process). */
    webhookSecret?: string;
  };
  /**
   * OTP-verify tries per 5 minutes per address and number (twice loginPer5Minutes); staff login requests per 5 minutes
   * per address; OTP sends per address per 15 minutes.
   */
  limits: { loginPer5Minutes: number; loginRequestsPerAddress: number; otpSendsPerIp: number };
  /** Failed staff logins allowed in loginPolicy.failureWindowSeconds, and the password hash cap (decision 017). */
  login: {
    failuresPerAddress: number;
    failuresPerAccountAddress: number;
    failuresPerAccount: number;
    hash: HashLimit;
    /** The argon2id cost of new password hashes; never below productionHashCost in production. */
    hashCost: HashCost;
    /** Whether role 1 admins and partners' owners must use a TOTP second factor (decision 045). */
    totpRequired: boolean;
  };
  email: { provider: 'console' | 'http'; url?: string; apiKey?: string; from: string };
  /**
   * Who carries each channel's messages, as My data names them to the customer (issue 30 item 4): *_PROCESSOR_NAME,
   * else the gateway's host, else the local gateway that sends nothing out.
   */
  processors: Record<'sms' | 'whatsapp' | 'email', string>;
  /** Customer messages: the WhatsApp provider, the send rate and the gateways' webhook key (decision 021). */
  messaging: {
    whatsapp: { provider: 'local' | 'http'; url?: string; apiKey?: string };
    ratePerMinute: number;
    webhookSecret: string;
    /** Whether MESSAGING_WEBHOOK_SECRET was set: the gateways sign with it, so a made-up one accepts no receipt. */
    webhookSecretSet: boolean;
  };
  /** The site's own address, for links in e-mails. */
  publicUrl: string;
  seed: { demo: boolean; adminPassword?: string; partnerPassword?: string };
  apiDocs: boolean;
  /** POST /api/dev/clock moves the clock ahead (DEV_CLOCK_CONTROL; never in production). */
  devClockControl: boolean;
  /** The Chromium that prints partners' commission statements to PDF (decision 026). */
  chromiumPath: string;
  /** Key of the OTP code hashes; every instance must share it. */
  otpHashSecret: string;
  /** Saakh as the recipient of partners' invoices and the deductor of their TDS. */
  company: { legalName: string; gstin: string; address: string; tan: string };
  /**
   * Lender connectors (decision 044): the key of their stored secrets (staff TOTP secrets are kept under it too,
   * decision 045), and the first wait before a send is retried.
   */
  connectors: {
    secretKey: Buffer;
    secretKeySet: boolean;
    retryBaseMs: number;
    hookRequestsPerMinute: number;
    sandboxUrl?: string;
  };
};

/**
 * Development and tests only: the connector key derived from a fixed, public value, so secrets saved by one run open
 * in the next. Anyone can derive it, which is why production refuses to start without CONNECTOR_SECRET_KEY.
 */
const DEVELOPMENT_CONNECTOR_KEY = createHash('sha256').update('saakh-development-connector-secret-key').digest();

/** A message processor's name: as configured, else its gateway's host, else the local gateway. */
function processorName(name: string | undefined, provider: string, url: string | undefined): string {
  if (name) return name;
  if (provider === 'http' && url) return new URL(url).host;
  return 'Saakh local gateway (sends nothing out)';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: DATABASE_REPLICA_URL needs a PostgreSQL server in DATABASE_URL (the embedded PGlite database has no replicas): set DATABASE_URL or unset DATABASE_REPLICA_URL',
    );
  }
  if (e.NODE_ENV === 'production' && e.DEV_CLOCK_CONTROL) {
    throw new Error(
      'Invalid configuration: DEV_CLOCK_CONTROL is for development and tests; unset it when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && e.S3_BUCKET && !e.S3_PRIVATE_BUCKET) {
    throw new Error(
      'Invalid configuration: S3_PRIVATE_BUCKET is required with S3_BUCKET when NODE_ENV=production (customers’ documents never go to the public bucket)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.OTP_HASH_SECRET) {
    throw new Error('Invalid configuration: OTP_HASH_SECRET (32+ characters) is required when NODE_ENV=production');
  }
  if (
    e.NODE_ENV === 'production' &&
    (e.PASSWORD_HASH_MEMORY_KIB < productionHashCost.memoryCost ||
      e.PASSWORD_HASH_TIME_COST < productionHashCost.timeCost)
  ) {
    throw new Error(
      `Invalid configuration: PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_TIME_COST may not be below ${productionHashCost.memoryCost} and ${productionHashCost.timeCost} when NODE_ENV=production (a low cost is for tests only)`,
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplica: e.DATABASE_REPLICA_URL
      ? { url: e.DATABASE_REPLICA_URL, maxLagSeconds: e.DATABASE_REPLICA_MAX_LAG_SECONDS }
      : undefined,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    sessionHours: { customer: e.CUSTOMER_SESSION_HOURS, staff: e.STAFF_SESSION_HOURS },
    idle: {
      customerMinutes: e.CUSTOMER_IDLE_MINUTES,
      staffMinutes: e.STAFF_IDLE_MINUTES,
      countdownSeconds: e.IDLE_COUNTDOWN_SECONDS,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      url: e.SMS_HTTP_URL,
      apiKey: e.SMS_HTTP_API_KEY,
      senderId: e.SMS_SENDER_ID,
      otpTemplateId: e.SMS_DLT_TEMPLATE_OTP,
      kfsOtpTemplateId: e.SMS_DLT_TEMPLATE_KFS_OTP,
      documentsOtpTemplateId: e.SMS_DLT_TEMPLATE_DOCUMENTS_OTP,
    },
    grievance: {
      officer: {
        name: e.GRIEVANCE_OFFICER_NAME,
        designation: e.GRIEVANCE_OFFICER_DESIGNATION,
        phone: e.GRIEVANCE_OFFICER_PHONE,
        email: e.GRIEVANCE_OFFICER_EMAIL,
        address: e.GRIEVANCE_OFFICER_ADDRESS,
      },
      sms: {
        otpTemplateId: e.SMS_DLT_TEMPLATE_GRIEVANCE_OTP,
        filedTemplateId: e.SMS_DLT_TEMPLATE_GRIEVANCE_FILED,
        answeredTemplateId: e.SMS_DLT_TEMPLATE_GRIEVANCE_ANSWERED,
      },
    },
    storage: {
      bucket: e.S3_BUCKET,
      privateBucket: e.S3_PRIVATE_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      publicUrl: e.S3_PUBLIC_URL,
      maxBytes: e.UPLOAD_MAX_BYTES,
    },
    help: { forwardUrl: e.HELP_FORWARD_URL, orgId: e.HELP_ORG_ID },
    ingest: { maxBytes: e.INGEST_MAX_BYTES },
    jobs: { worker: e.JOBS_WORKER, pollSeconds: e.JOBS_POLL_SECONDS },
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    dedupe: { windowDays: e.DEDUPE_WINDOW_DAYS },
    erasure: { dueDays: e.ERASURE_DUE_DAYS },
    retention: retentionSchedule({
      auditLog: e.RETENTION_AUDIT_LOG_DAYS,
      messages: e.RETENTION_MESSAGES_DAYS,
      trackingEvents: e.RETENTION_TRACKING_EVENTS_DAYS,
      waitingLenderFiles: e.RETENTION_WAITING_LENDER_FILES_DAYS,
    }),
    telecalling: {
      stickyDays: e.TELECALLING_STICKY_DAYS,
      maxAttempts: e.TELECALLING_MAX_ATTEMPTS,
      retryHours: e.TELECALLING_RETRY_HOURS,
      buildMinutes: e.TELECALLING_BUILD_MINUTES,
    },
    telephony: {
      provider: e.TELEPHONY_PROVIDER,
      url: e.TELEPHONY_HTTP_URL,
      apiKey: e.TELEPHONY_API_KEY,
      callerId: e.TELEPHONY_CALLER_ID,
      webhookSecret: e.TELEPHONY_WEBHOOK_SECRET,
    },
    limits: {
      loginPer5Minutes: e.LOGIN_RATE_LIMIT,
      loginRequestsPerAddress: e.LOGIN_REQUESTS_PER_ADDRESS,
      otpSendsPerIp: e.OTP_SENDS_PER_IP,
    },
    login: {
      failuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      failuresPerAccountAddress: e.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
      failuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      hash: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE, waitMs: e.PASSWORD_HASH_WAIT_MS },
      hashCost: { memoryCost: e.PASSWORD_HASH_MEMORY_KIB, timeCost: e.PASSWORD_HASH_TIME_COST },
      totpRequired: e.TOTP_REQUIRED ?? e.NODE_ENV === 'production',
    },
    email: { provider: e.EMAIL_PROVIDER, url: e.EMAIL_HTTP_URL, apiKey: e.EMAIL_HTTP_API_KEY, from: e.EMAIL_FROM },
    processors: {
      sms: processorName(e.SMS_PROCESSOR_NAME, e.SMS_PROVIDER, e.SMS_HTTP_URL),
      whatsapp: processorName(e.WHATSAPP_PROCESSOR_NAME, e.WHATSAPP_PROVIDER, e.WHATSAPP_HTTP_URL),
      email: processorName(e.EMAIL_PROCESSOR_NAME, e.EMAIL_PROVIDER, e.EMAIL_HTTP_URL),
    },
    messaging: {
      whatsapp: { provider: e.WHATSAPP_PROVIDER, url: e.WHATSAPP_HTTP_URL, apiKey: e.WHATSAPP_HTTP_API_KEY },
      ratePerMinute: e.MESSAGING_RATE_PER_MINUTE,
      // Outside production a per-process key is enough: only the local providers deliver receipts there.
      webhookSecret: e.MESSAGING_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      webhookSecretSet: e.MESSAGING_WEBHOOK_SECRET !== undefined,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seed: {
      demo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
      adminPassword: e.SEED_ADMIN_PASSWORD,
      partnerPassword: e.SEED_PARTNER_PASSWORD,
    },
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    devClockControl: e.DEV_CLOCK_CONTROL,
    chromiumPath: e.CHROMIUM_PATH,
    // Outside production a per-process key is enough: OTPs live five minutes and one process serves them.
    otpHashSecret: e.OTP_HASH_SECRET ?? randomBytes(32).toString('hex'),
    company: {
      legalName: e.COMPANY_LEGAL_NAME,
      gstin: e.COMPANY_GSTIN,
      address: e.COMPANY_ADDRESS,
      tan: e.COMPANY_TAN,
    },
    connectors: {
      secretKey: e.CONNECTOR_SECRET_KEY ? Buffer.from(e.CONNECTOR_SECRET_KEY, 'base64') : DEVELOPMENT_CONNECTOR_KEY,
      secretKeySet: e.CONNECTOR_SECRET_KEY !== undefined,
      retryBaseMs: e.CONNECTOR_RETRY_BASE_MS,
      hookRequestsPerMinute: e.LENDER_HOOK_REQUESTS_PER_MINUTE,
      sandboxUrl: e.NODE_ENV === 'production' ? undefined : e.SANDBOX_LENDER_URL?.replace(/\/+$/, ''),
    },
  };
}

/**
 * What a production server refuses to start with (issue 14): settings that are fine on a developer's machine but
 * would leak or open the live site. Answers the problems, each as a sentence; none means it may start.
 */
export function productionProblems(config: Config): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (config.sms.provider === 'console') {
    problems.push('SMS_PROVIDER=console writes every OTP to the log: set SMS_PROVIDER=http and SMS_HTTP_URL');
  }
  if (config.sms.provider === 'http' && !config.sms.url) problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL');
  if (config.email.provider === 'http' && !config.email.url) problems.push('EMAIL_PROVIDER=http needs EMAIL_HTTP_URL');
  if (config.messaging.whatsapp.provider === 'http' && !config.messaging.whatsapp.url) {
    problems.push('WHATSAPP_PROVIDER=http needs WHATSAPP_HTTP_URL');
  }
  // Production sends SMS through a gateway, whose delivery receipts and STOP replies are signed with this key: without
  // it every receipt is refused, the delivery log never leaves 'sent' and a STOP is never honoured.
  if (!config.messaging.webhookSecretSet) {
    problems.push(
      'MESSAGING_WEBHOOK_SECRET (32+ characters, shared with the gateways) is required to accept their signed delivery receipts and STOP replies',
    );
  }
  // The local telephony provider logs calls with both numbers masked, so it leaks nothing and is not refused here.
  if (config.telephony.provider === 'http' && !config.telephony.url) {
    problems.push('TELEPHONY_PROVIDER=http needs TELEPHONY_HTTP_URL');
  }
  if (config.telephony.provider === 'http' && !config.telephony.webhookSecret) {
    problems.push('TELEPHONY_PROVIDER=http needs TELEPHONY_WEBHOOK_SECRET to accept its signed status callbacks');
  }
  if (config.email.provider === 'http' && config.publicUrl.startsWith('http://localhost')) {
    problems.push('EMAIL_PROVIDER=http sends sign-in links: set PUBLIC_URL to the address the site is served at');
  }
  // The development key is public: lenders' secrets stored under it are as good as plain text.
  if (!config.connectors.secretKeySet) {
    problems.push(
      'CONNECTOR_SECRET_KEY (base64 of 32 bytes, shared by every instance) is required to keep lenders’ connector secrets and staff TOTP secrets',
    );
  }
  if (config.seed.demo && (!config.seed.adminPassword || !config.seed.partnerPassword)) {
    problems.push(
      'SEED_DEMO=1 creates staff accounts: set SEED_ADMIN_PASSWORD and SEED_PARTNER_PASSWORD (passwords are never printed in production)',
    );
  }
  return problems;
}
