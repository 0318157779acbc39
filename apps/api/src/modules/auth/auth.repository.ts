import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import {
  login_challenges,
  login_devices,
  login_failures,
  login_links,
  otp_challenges,
  sessions,
} from '../../db/schema/auth';
import { partner_users, partners } from '../../db/schema/partners';
import { languages } from '../../db/schema/reference';
import { completionFlagColumns, users } from '../../db/schema/users';
import type { SessionKind } from '@saakh/domain/auth';

/** What a one-time code confirms (otp_challenges.purpose). */
export type OtpPurpose = 'login' | 'kfs' | 'grievance' | 'documents';

export async function countOtpSendsSince(
  db: Executor,
  by: { mobile: string; purpose: OtpPurpose } | { ip: string },
  seconds: number,
) {
  const [row] = await db
    .select({ sends: count(), last: sql<string | null>`max(${otp_challenges.created_at})` })
    .from(otp_challenges)
    .where(
      and(
        'mobile' in by
          ? and(eq(otp_challenges.mobile, by.mobile), eq(otp_challenges.purpose, by.purpose))
          : eq(otp_challenges.ip, by.ip),
        gt(otp_challenges.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { sends: row?.sends ?? 0, last: row?.last ? new Date(row.last) : null };
}

export async function createOtpChallenge(
  db: Executor,
  values: { mobile: string; purpose: OtpPurpose; codeHash: string; ip: string | null; ttlSeconds: number },
) {
  await db
    .update(otp_challenges)
    .set({ consumed_at: sql`now()` })
    .where(
      and(
        eq(otp_challenges.mobile, values.mobile),
        eq(otp_challenges.purpose, values.purpose),
        isNull(otp_challenges.consumed_at),
      ),
    );
  await db.insert(otp_challenges).values({
    mobile: values.mobile,
    purpose: values.purpose,
    code_hash: values.codeHash,
    ip: values.ip,
    expires_at: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

export async function latestOpenChallenge(db: Executor, mobile: string, purpose: OtpPurpose) {
  const [row] = await db
    .select({
      id: otp_challenges.id,
      codeHash: otp_challenges.code_hash,
      attempts: otp_challenges.attempts,
      expired: sql<boolean>`${otp_challenges.expires_at} <= now()`,
    })
    .from(otp_challenges)
    .where(
      and(eq(otp_challenges.mobile, mobile), eq(otp_challenges.purpose, purpose), isNull(otp_challenges.consumed_at)),
    )
    .orderBy(desc(otp_challenges.created_at), desc(otp_challenges.id))
    .limit(1);
  return row;
}

/**
 * Takes one try of a challenge before its code is compared, so concurrent guesses cannot test more codes
 * than the limit; answers the tries used, or null when none was left.
 */
export async function takeOtpAttempt(db: Executor, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otp_challenges)
    .set({ attempts: sql`${otp_challenges.attempts} + 1` })
    .where(and(eq(otp_challenges.id, id), lt(otp_challenges.attempts, maxTries)))
    .returning({ attempts: otp_challenges.attempts });
  return row?.attempts ?? null;
}

/** Serialises OTP sends per number and per address until the transaction ends, so limits hold under concurrency. */
export async function lockOtpSends(tx: Executor, mobile: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-mobile:${mobile}`}))`);
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(otp_challenges)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(otp_challenges.id, id), isNull(otp_challenges.consumed_at)))
    .returning({ id: otp_challenges.id });
  return rows.length === 1;
}

export async function defaultLanguageId(db: Executor): Promise<number | null> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.is_default, true)).limit(1);
  return row?.id ?? null;
}

export async function partnerIdByKey(db: Executor, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, key), isNull(partners.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** Finds or creates the customer for a mobile number and stamps the login; returns the previous login time. */
export async function upsertCustomerLogin(
  db: Executor,
  values: { mobile: string; languageId: number | null; partnerId: number | null },
) {
  const [existing] = await db
    .select({ id: users.id, lastLoginAt: users.last_login_at })
    .from(users)
    .where(eq(users.mobile_phone_number, values.mobile))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ last_login_at: sql`now()`, erased_at: null })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, previousLoginAt: existing.lastLoginAt };
  }
  const [created] = await db
    .insert(users)
    .values({
      mobile_phone_number: values.mobile,
      language: values.languageId,
      partner_id: values.partnerId,
      last_login_at: sql`now()`,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('User insert returned no row');
  return { userId: created.id, previousLoginAt: null };
}

export async function findSessionUser(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.first_name,
      lastName: users.last_name,
      languageId: users.language,
      phoneNumber: users.mobile_phone_number,
      ...completionFlagColumns,
      pl_update_required: users.pl_update_required,
      pl_se_update_required: users.pl_se_update_required,
      lastLoginAt: users.last_login_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function createSession(
  db: Executor,
  values: {
    tokenHash: string;
    kind: SessionKind;
    subjectId: number;
    hours: number;
    ip: string | null;
    /** A masquerade: the admin and the admin's session it was opened from. */
    masquerade?: { adminId: number; sessionId: number };
  },
) {
  await db.insert(sessions).values({
    token_hash: values.tokenHash,
    kind: values.kind,
    subject_id: values.subjectId,
    masquerade_admin_id: values.masquerade?.adminId ?? null,
    masquerade_session_id: values.masquerade?.sessionId ?? null,
    ip: values.ip,
    expires_at: sql`now() + make_interval(secs => ${Math.round(values.hours * 3600)})`,
  });
}

/**
 * Revokes these sessions and every live masquerade opened from one of them: an admin acting as a partner must not go
 * on after that admin session ends (the caller runs it in one transaction). The admin's other sessions, and the
 * masquerades opened from them, stay.
 */
export async function revokeSessionsByHash(db: Executor, tokenHashes: string[]) {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(inArray(sessions.token_hash, tokenHashes), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) return;
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        inArray(
          sessions.masquerade_session_id,
          revoked.map((row) => row.id),
        ),
        isNull(sessions.revoked_at),
      ),
    );
}

export async function revokeSession(db: Executor, id: number) {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function findAdminByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(admin_users)
    .where(eq(sql`lower(${admin_users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findAdminById(db: Executor, id: number) {
  const [row] = await db.select().from(admin_users).where(eq(admin_users.id, id)).limit(1);
  return row;
}

export async function touchAdminLogin(db: Executor, id: number) {
  await db
    .update(admin_users)
    .set({ last_login_at: sql`now()` })
    .where(eq(admin_users.id, id));
}

const partnerUserColumns = {
  id: partner_users.id,
  partnerId: partner_users.partner_id,
  name: partner_users.name,
  email: partner_users.email,
  passwordHash: partner_users.password_hash,
  status: partner_users.status,
  partnerKey: partners.key,
  partnerStatus: partners.status,
  partnerDeletedAt: partners.deleted_at,
};

export async function findPartnerUserByLogin(db: Executor, identifier: string) {
  const lowered = identifier.toLowerCase();
  const [row] = await db
    .select(partnerUserColumns)
    .from(partner_users)
    .innerJoin(partners, eq(partners.id, partner_users.partner_id))
    .where(or(eq(sql`lower(${partner_users.email})`, lowered), eq(sql`lower(${partner_users.username})`, lowered)))
    .limit(1);
  return row;
}

export async function findPartnerUserById(db: Executor, id: number) {
  const [row] = await db
    .select(partnerUserColumns)
    .from(partner_users)
    .innerJoin(partners, eq(partners.id, partner_users.partner_id))
    .where(eq(partner_users.id, id))
    .limit(1);
  return row;
}

/** The account an admin acts through when masquerading as a partner: its first active user. */
export async function findMasqueradeTarget(db: Executor, partnerId: number) {
  const [row] = await db
    .select(partnerUserColumns)
    .from(partner_users)
    .innerJoin(partners, eq(partners.id, partner_users.partner_id))
    .where(and(eq(partner_users.partner_id, partnerId), eq(partner_users.status, 1), isNull(partners.deleted_at)))
    .orderBy(partner_users.id)
    .limit(1);
  return row;
}

/** A partner's status, unless it was deleted: why a masquerade cannot open it. */
export async function findPartnerState(db: Executor, partnerId: number) {
  const [row] = await db
    .select({ status: partners.status })
    .from(partners)
    .where(and(eq(partners.id, partnerId), isNull(partners.deleted_at)));
  return row;
}

export async function touchPartnerLogin(db: Executor, id: number) {
  await db
    .update(partner_users)
    .set({ last_login_at: sql`now()` })
    .where(eq(partner_users.id, id));
}

type StaffKind = 'admin' | 'partner';

/** Where a login try counts: the account as typed, the address, and the known device it came from (if any). */
export type LoginTry = { kind: StaffKind; identifier: string; ip: string; deviceHash: string | null };

/** Writes a try as failed before its password is checked, so concurrent guesses see each other; answers its id. */
export async function recordLoginTry(db: Executor, values: LoginTry): Promise<number> {
  const [row] = await db
    .insert(login_failures)
    .values({ kind: values.kind, identifier: values.identifier, ip: values.ip, device_hash: values.deviceHash })
    .returning({ id: login_failures.id });
  if (!row) throw new Error('Login failure insert returned no row');
  return row.id;
}

export async function deleteLoginTry(db: Executor, id: number) {
  await db.delete(login_failures).where(eq(login_failures.id, id));
}

/** The bucket a try belongs to for the per-account limit: its known device, else its address (decision 017). */
function sameBucket(values: LoginTry) {
  return values.deviceHash === null
    ? and(eq(login_failures.ip, values.ip), isNull(login_failures.device_hash))
    : eq(login_failures.device_hash, values.deviceHash);
}

/**
 * Failed logins in the window: from this address on no known device (any account), for this account from this
 * address or known device, and for this account from anywhere.
 */
export async function countLoginFailures(db: Executor, values: LoginTry, seconds: number) {
  const account = and(eq(login_failures.kind, values.kind), eq(login_failures.identifier, values.identifier));
  const fromAddress = and(eq(login_failures.ip, values.ip), isNull(login_failures.device_hash));
  const [row] = await db
    .select({
      address: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
      here: sql<number>`count(*) filter (where ${and(account, sameBucket(values))})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${account})`.mapWith(Number),
    })
    .from(login_failures)
    .where(
      and(
        or(eq(login_failures.ip, values.ip), account),
        gt(login_failures.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { address: row?.address ?? 0, here: row?.here ?? 0, account: row?.account ?? 0 };
}

/** A right password forgives the failures of its own bucket (the owner's typos), not the account's elsewhere. */
export async function clearLoginFailures(db: Executor, values: LoginTry) {
  await db
    .delete(login_failures)
    .where(
      and(eq(login_failures.kind, values.kind), eq(login_failures.identifier, values.identifier), sameBucket(values)),
    );
}

/** Failures older than the window count for nothing. */
export async function pruneLoginFailures(db: Executor, seconds: number) {
  await db.delete(login_failures).where(lt(login_failures.created_at, sql`now() - make_interval(secs => ${seconds})`));
}

export async function isKnownDevice(db: Executor, tokenHash: string, kind: StaffKind, subjectId: number) {
  const rows = await db
    .update(login_devices)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(login_devices.token_hash, tokenHash),
        eq(login_devices.kind, kind),
        eq(login_devices.subject_id, subjectId),
      ),
    )
    .returning({ id: login_devices.id });
  return rows.length > 0;
}

export async function rememberDevice(db: Executor, tokenHash: string, kind: StaffKind, subjectId: number) {
  await db
    .insert(login_devices)
    .values({ token_hash: tokenHash, kind, subject_id: subjectId })
    .onConflictDoUpdate({
      target: [login_devices.token_hash, login_devices.kind, login_devices.subject_id],
      set: { last_used_at: sql`now()` },
    });
}

export async function countSignInLinks(db: Executor, kind: StaffKind, subjectId: number, seconds: number) {
  const [row] = await db
    .select({ links: count() })
    .from(login_links)
    .where(
      and(
        eq(login_links.kind, kind),
        eq(login_links.subject_id, subjectId),
        gt(login_links.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.links ?? 0;
}

export async function createSignInLink(
  db: Executor,
  values: { tokenHash: string; kind: StaffKind; subjectId: number; ttlSeconds: number },
) {
  await db.insert(login_links).values({
    token_hash: values.tokenHash,
    kind: values.kind,
    subject_id: values.subjectId,
    expires_at: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Uses a live link once; answers whose it was, or undefined when it is unknown, used or expired. */
export async function consumeSignInLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(login_links)
    .set({ used_at: sql`now()` })
    .where(
      and(eq(login_links.token_hash, tokenHash), isNull(login_links.used_at), gt(login_links.expires_at, sql`now()`)),
    )
    .returning({ kind: login_links.kind, subjectId: login_links.subject_id });
  return row;
}

const masqueradeAdmins = alias(admin_users, 'masquerade_admins');
const masqueradeFrom = alias(sessions, 'masquerade_from');

function liveSessionQuery(db: Executor) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      subjectId: sessions.subject_id,
      masqueradeAdminId: sessions.masquerade_admin_id,
      expiresAt: sessions.expires_at,
      lastUsedAt: sessions.last_used_at,
      roleId: admin_users.role_id,
      adminStatus: admin_users.status,
      partnerUserStatus: partner_users.status,
      partnerStatus: partners.status,
      partnerDeletedAt: partners.deleted_at,
      masqueradeAdminStatus: masqueradeAdmins.status,
      // The admin session a masquerade was opened from, while it is live (else null: the masquerade has ended).
      masqueradeFromExpiresAt: masqueradeFrom.expires_at,
    })
    .from(sessions)
    .leftJoin(admin_users, and(eq(sessions.kind, 'admin'), eq(admin_users.id, sessions.subject_id)))
    .leftJoin(partner_users, and(eq(sessions.kind, 'partner'), eq(partner_users.id, sessions.subject_id)))
    .leftJoin(partners, eq(partners.id, partner_users.partner_id))
    .leftJoin(masqueradeAdmins, eq(masqueradeAdmins.id, sessions.masquerade_admin_id))
    .leftJoin(
      masqueradeFrom,
      and(
        eq(masqueradeFrom.id, sessions.masquerade_session_id),
        isNull(masqueradeFrom.revoked_at),
        gt(masqueradeFrom.expires_at, sql`now()`),
      ),
    )
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** Built once per database: every authenticated request runs it. */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/** A session that is neither revoked nor expired, with the state of the accounts it depends on. */
export async function findLiveSessionByHash(db: Executor, tokenHash: string) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function touchSession(db: Executor, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ last_used_at: sql`now()` })
    .where(eq(sessions.id, id));
}

export type ChallengePurpose = 'totp' | 'totp_setup';

/** A pending login (decision 045): a right password whose second step is due; the account's older ones end. */
export async function createLoginChallenge(
  db: Executor,
  values: {
    tokenHash: string;
    kind: StaffKind;
    subjectId: number;
    purpose: ChallengePurpose;
    at: Date;
    expiresAt: Date;
  },
) {
  await db
    .update(login_challenges)
    .set({ used_at: values.at })
    .where(
      and(
        eq(login_challenges.kind, values.kind),
        eq(login_challenges.subject_id, values.subjectId),
        isNull(login_challenges.used_at),
      ),
    );
  await db.insert(login_challenges).values({
    token_hash: values.tokenHash,
    kind: values.kind,
    subject_id: values.subjectId,
    purpose: values.purpose,
    expires_at: values.expiresAt,
    created_at: values.at,
  });
}

/** A pending login of this kind and purpose, unused and within its time. */
export async function findLoginChallenge(
  db: Executor,
  tokenHash: string,
  kind: StaffKind,
  purpose: ChallengePurpose,
  at: Date,
) {
  const [row] = await db
    .select({ id: login_challenges.id, subjectId: login_challenges.subject_id })
    .from(login_challenges)
    .where(
      and(
        eq(login_challenges.token_hash, tokenHash),
        eq(login_challenges.kind, kind),
        eq(login_challenges.purpose, purpose),
        isNull(login_challenges.used_at),
        gt(login_challenges.expires_at, at),
      ),
    )
    .limit(1);
  return row;
}

/** Takes one try of a pending login before its code is checked; null when none was left. */
export async function takeChallengeAttempt(db: Executor, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(login_challenges)
    .set({ attempts: sql`${login_challenges.attempts} + 1` })
    .where(and(eq(login_challenges.id, id), lt(login_challenges.attempts, maxTries), isNull(login_challenges.used_at)))
    .returning({ attempts: login_challenges.attempts });
  return row?.attempts ?? null;
}

/** Ends a pending login; false when another request ended it first. */
export async function endLoginChallenge(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(login_challenges)
    .set({ used_at: at })
    .where(and(eq(login_challenges.id, id), isNull(login_challenges.used_at)))
    .returning({ id: login_challenges.id });
  return rows.length === 1;
}
