import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Locale } from '@saakh/domain/i18n';
import type { Kfs, KfsLenderTerms } from '@saakh/domain/kfs';
import { localized } from '@saakh/domain/localized';
import { lenderCharges, lenderDisclosure, type LenderCharges, type LenderDisclosure } from '@saakh/domain/offers';
import type { Executor } from '../../db/client';
import { application_kfs, applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';

export type KfsLender = {
  disclosure: LenderDisclosure;
  charges: LenderCharges;
  terms: KfsLenderTerms;
  lenderKey: string;
};

/** What a lender states on a KFS, in the reader's language (decision 025); undefined for an unknown lender. */
export async function findKfsLender(db: Executor, lenderId: number, locale: Locale): Promise<KfsLender | undefined> {
  const [lender] = await db.select().from(lenders).where(eq(lenders.id, lenderId)).limit(1);
  if (!lender) return undefined;
  const text = (en: string | null, hi: string | null) => localized(en, hi, locale)?.trim() || null;
  const matching = {
    name: localized(lender.display_name ?? lender.name, lender.display_name_hi, locale),
    legal_name: lender.legal_name,
    lender_kind: lender.lender_kind,
    rbi_registration: lender.rbi_registration,
    penal_charges: text(lender.penal_charges, lender.penal_charges_hi),
    bounce_charges: text(lender.bounce_charges, lender.bounce_charges_hi),
    foreclosure_charges: text(lender.foreclosure_charges, lender.foreclosure_charges_hi),
    part_prepayment_charges: text(lender.part_prepayment_charges, lender.part_prepayment_charges_hi),
  };
  const officer = lender.nodal_officer_name?.trim();
  return {
    disclosure: lenderDisclosure(matching),
    charges: lenderCharges(matching),
    lenderKey: lender.lender_key,
    terms: {
      nodalOfficer: officer
        ? {
            name: officer,
            phone: lender.nodal_officer_phone?.trim() || null,
            email: lender.nodal_officer_email?.trim() || null,
          }
        : null,
      recoveryAgents: text(lender.recovery_agents_text, lender.recovery_agents_text_hi),
      coLending: text(lender.co_lending_text, lender.co_lending_text_hi),
      switchingCharges: text(lender.switching_charges, lender.switching_charges_hi),
    },
  };
}

export type KfsRow = typeof application_kfs.$inferSelect & { kfs: Kfs };

/** The KFS last issued for an application in a language. */
export async function findLatestKfs(db: Executor, applicationId: string, locale: Locale): Promise<KfsRow | undefined> {
  const [row] = await db
    .select()
    .from(application_kfs)
    .where(and(eq(application_kfs.application_id, applicationId), eq(application_kfs.locale, locale)))
    .orderBy(desc(application_kfs.id))
    .limit(1);
  return row as KfsRow | undefined;
}

/** The KFS of an application with this version (in any language), newest first. */
export async function findKfsVersion(
  db: Executor,
  applicationId: string,
  version: string,
): Promise<KfsRow | undefined> {
  const [row] = await db
    .select()
    .from(application_kfs)
    .where(and(eq(application_kfs.application_id, applicationId), eq(application_kfs.version, version)))
    .orderBy(desc(application_kfs.id))
    .limit(1);
  return row as KfsRow | undefined;
}

/** The KFS the customer acknowledged last for an application, in whichever language they read it. */
export async function findAcknowledgedKfs(db: Executor, applicationId: string): Promise<KfsRow | undefined> {
  const [row] = await db
    .select()
    .from(application_kfs)
    .where(and(eq(application_kfs.application_id, applicationId), isNotNull(application_kfs.acknowledged_at)))
    .orderBy(desc(application_kfs.acknowledged_at))
    .limit(1);
  return row as KfsRow | undefined;
}

export async function insertKfs(
  db: Executor,
  values: { applicationId: string; locale: Locale; kfs: Kfs; version: string; issuedOn: string; validUntil: string },
): Promise<KfsRow> {
  const [row] = await db
    .insert(application_kfs)
    .values({
      application_id: values.applicationId,
      locale: values.locale,
      kfs: values.kfs,
      version: values.version,
      issued_on: values.issuedOn,
      valid_until: values.validUntil,
    })
    .returning();
  return row as KfsRow;
}

/** Marks a KFS acknowledged once; answers false when it already was. */
export async function acknowledgeKfs(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(application_kfs)
    .set({ acknowledged_at: at })
    .where(and(eq(application_kfs.id, id), isNull(application_kfs.acknowledged_at)))
    .returning({ id: application_kfs.id });
  return rows.length > 0;
}

/** An application by id, whoever's it is (the messages sent about it, not a customer's request). */
export async function findApplicationForKfs(db: Executor, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}
