import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import { login_failures, otp_challenges, sessions } from '../../db/schema/auth';
import { partner_users, partners } from '../../db/schema/partners';
import { languages } from '../../db/schema/reference';
import { consents, users } from '../../db/schema/users';
import type { SessionKind } from '@saakh/domain/auth';

export async function countOtpSendsSince(db: Executor, by: { mobile: string } | { ip: string }, seconds: number) {
  const [row] = await db
    .select({ sends: count(), last: sql<string | null>`max(${otp_challenges.created_at})` })
    .from(otp_challenges)
    .where(
      and(
        'mobile' in by ? eq(otp_challenges.mobile, by.mobile) : eq(otp_challenges.ip, by.ip),
        gt(otp_challenges.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { sends: row?.sends ?? 0, last: row?.last ? new Date(row.last) : null };
}

export async function createOtpChallenge(
  db: Executor,
  values: { mobile: string; codeHash: string; ip: string | null; ttlSeconds: number },
) {
  await db
    .update(otp_challenges)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(otp_challenges.mobile, values.mobile), isNull(otp_challenges.consumed_at)));
  await db.insert(otp_challenges).values({
    mobile: values.mobile,
    code_hash: values.codeHash,
    ip: values.ip,
    expires_at: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

export async function latestOpenChallenge(db: Executor, mobile: string) {
  const [row] = await db
    .select({
      id: otp_challenges.id,
      codeHash: otp_challenges.code_hash,
      attempts: otp_challenges.attempts,
      expired: sql<boolean>`${otp_challenges.expires_at} <= now()`,
    })
    .from(otp_challenges)
    .where(and(eq(otp_challenges.mobile, mobile), isNull(otp_challenges.consumed_at)))
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

export async function recordConsent(
  db: Executor,
  values: { userId: number; kind: string; textVersion: string; ip: string | null },
) {
  await db
    .insert(consents)
    .values({ user_id: values.userId, kind: values.kind, text_version: values.textVersion, ip: values.ip });
}

export async function findSessionUser(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.first_name,
      lastName: users.last_name,
      languageId: users.language,
      phoneNumber: users.mobile_phone_number,
      pl_completed: users.pl_completed,
      bl_completed: users.bl_completed,
      gl_completed: users.gl_completed,
      hl_completed: users.hl_completed,
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
    masqueradeAdminId?: number;
  },
) {
  await db.insert(sessions).values({
    token_hash: values.tokenHash,
    kind: values.kind,
    subject_id: values.subjectId,
    masquerade_admin_id: values.masqueradeAdminId ?? null,
    ip: values.ip,
    expires_at: sql`now() + make_interval(secs => ${Math.round(values.hours * 3600)})`,
  });
}

export async function revokeSessionsByHash(db: Executor, tokenHashes: string[]) {
  for (const tokenHash of tokenHashes) {
    await db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
  }
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

export async function touchPartnerLogin(db: Executor, id: number) {
  await db
    .update(partner_users)
    .set({ last_login_at: sql`now()` })
    .where(eq(partner_users.id, id));
}

export async function countLoginFailures(db: Executor, kind: 'admin' | 'partner', identifier: string, seconds: number) {
  const [row] = await db
    .select({ failures: count() })
    .from(login_failures)
    .where(
      and(
        eq(login_failures.kind, kind),
        eq(login_failures.identifier, identifier),
        gt(login_failures.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.failures ?? 0;
}

export async function recordLoginFailure(
  db: Executor,
  values: { kind: 'admin' | 'partner'; identifier: string; ip: string },
) {
  await db.insert(login_failures).values(values);
}

export async function clearLoginFailures(db: Executor, kind: 'admin' | 'partner', identifier: string) {
  await db.delete(login_failures).where(and(eq(login_failures.kind, kind), eq(login_failures.identifier, identifier)));
}

const masqueradeAdmins = alias(admin_users, 'masquerade_admins');

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
    })
    .from(sessions)
    .leftJoin(admin_users, and(eq(sessions.kind, 'admin'), eq(admin_users.id, sessions.subject_id)))
    .leftJoin(partner_users, and(eq(sessions.kind, 'partner'), eq(partner_users.id, sessions.subject_id)))
    .leftJoin(partners, eq(partners.id, partner_users.partner_id))
    .leftJoin(masqueradeAdmins, eq(masqueradeAdmins.id, sessions.masquerade_admin_id))
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
