/**
 * An application's Key Facts Statement (issue 30): issued from the terms the application keeps, valid for three
 * working days, acknowledged by the customer with an OTP sent to their mobile, and stored as shown. An application is
 * sent to its lender only with an acknowledged KFS that still holds and states its terms.
 */
import type { Deps } from '../../deps';
import type { Locale } from '@saakh/domain/i18n';
import { buildKfs, kfsTerms, type AcknowledgeKfsInput, type ApplicationKfs, type Kfs } from '@saakh/domain/kfs';
import { roundPaise } from '@saakh/domain/money';
import { todayInIndia } from '@saakh/domain/profile';
import { applicationKfsPagePath } from '@saakh/domain/routing';
import type { SendOtpResult } from '@saakh/domain/auth';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { printPdf } from '../../lib/pdf/pdf-printer';
import type { Session } from '../../lib/session';
import { sha256 } from '../../lib/tokens';
import { checkOtpCode, sendOtpCode, sessionUser } from '../auth/auth.service';
import { lenderSharingWithdrawn, recordConsent } from '../consents/consents.service';
import { isCreditAppId } from '@saakh/domain/applications';
import { findOwnApplication, type ApplicationRow } from './applications.repository';
import * as kfsRepo from './kfs.repository';
import { kfsFileName, kfsHtml } from './kfs-render';

type KfsApplication = Pick<
  ApplicationRow,
  | 'id'
  | 'app_id'
  | 'user_id'
  | 'reference'
  | 'product'
  | 'lender_id'
  | 'status'
  | 'amount'
  | 'tenure_months'
  | 'interest_rate'
  | 'apr'
  | 'emi'
  | 'processing_fee'
  | 'total_payable'
>;

/** The customer's own application; another's, or none, is a 404 (as ownApplication answers). */
async function ownKfsApplication(db: Executor, session: Session, id: string): Promise<ApplicationRow> {
  const row = isCreditAppId(id) ? await findOwnApplication(db, id, session.subjectId) : undefined;
  if (!row) throw new AppError('not_found', 'notFound');
  return row.application;
}

/** The terms an application binds its lender to, as a KFS states them. */
function termsOf(application: KfsApplication): string {
  return kfsTerms({
    loanAmount: application.amount,
    tenureMonths: application.tenure_months,
    interestRate: Number(application.interest_rate),
    apr: Number(application.apr),
    emi: Number(application.emi),
  });
}

/** The version of a KFS: the hash of the document exactly as issued. */
export function kfsVersion(kfs: Kfs): string {
  return sha256(JSON.stringify(kfs));
}

/** What the lender states on its KFS (its officer, recovery agents, co-lending, switching charges). */
export async function kfsLenderTerms(db: Executor, lenderId: number, locale: Locale) {
  return (await kfsRepo.findKfsLender(db, lenderId, locale))?.terms;
}

async function buildApplicationKfs(
  db: Executor,
  application: KfsApplication,
  locale: Locale,
  issuedOn: string,
): Promise<Kfs> {
  const lender = await kfsRepo.findKfsLender(db, application.lender_id, locale);
  if (!lender) throw new AppError('not_found', 'notFound');
  const amount = application.amount;
  const processingFee = Number(application.processing_fee);
  const totalPayable = Number(application.total_payable);
  return buildKfs(
    {
      lenderName: lender.disclosure.brandName,
      lenderKey: lender.lenderKey,
      lender: lender.disclosure,
      charges: lender.charges,
      amount,
      tenureMonths: application.tenure_months,
      interestRate: Number(application.interest_rate),
      apr: Number(application.apr),
      emi: Number(application.emi),
      totalInterest: roundPaise(totalPayable - amount),
      processingFee,
      netDisbursed: roundPaise(amount - processingFee),
      totalPayable,
    },
    issuedOn,
    locale,
    { product: application.product, proposalNumber: application.reference, lenderTerms: lender.terms },
  );
}

function sharingOf(application: KfsApplication) {
  return { userId: application.user_id, applicationId: application.id, lenderId: application.lender_id };
}

function toView(row: kfsRepo.KfsRow, acknowledgedAt: Date | null = row.acknowledged_at): ApplicationKfs {
  return { kfs: row.kfs, version: row.version, acknowledgedAt: acknowledgedAt?.toISOString() ?? null };
}

/**
 * The application's KFS in the reader's language. Before it is sent: the one issued last while it still holds and
 * states the application's terms, or a new one issued today (and stored). Once sent: the one the customer
 * acknowledged, or its translation with the same days.
 */
async function currentKfs(db: Executor, application: KfsApplication, locale: Locale): Promise<ApplicationKfs> {
  const today = todayInIndia();
  if (application.status !== 'created') {
    const acknowledged = await kfsRepo.findAcknowledgedKfs(db, application.id);
    if (acknowledged?.locale === locale) return toView(acknowledged);
    const kfs = await buildApplicationKfs(db, application, locale, acknowledged?.issued_on ?? today);
    return { kfs, version: kfsVersion(kfs), acknowledgedAt: acknowledged?.acknowledged_at?.toISOString() ?? null };
  }
  const latest = await kfsRepo.findLatestKfs(db, application.id, locale);
  if (latest && latest.valid_until >= today && kfsTerms(latest.kfs) === termsOf(application)) {
    // Sharing withdrawn since: the KFS reads as not accepted, so the page asks for both again.
    const withdrawn = latest.acknowledged_at !== null && (await lenderSharingWithdrawn(db, sharingOf(application)));
    return toView(latest, withdrawn ? null : latest.acknowledged_at);
  }
  const kfs = await buildApplicationKfs(db, application, locale, today);
  const row = await kfsRepo.insertKfs(db, {
    applicationId: application.id,
    locale,
    kfs,
    version: kfsVersion(kfs),
    issuedOn: kfs.issuedOn,
    validUntil: kfs.validUntil,
  });
  return toView(row);
}

export async function applicationKfs(
  deps: Deps,
  session: Session,
  id: string,
  locale: Locale,
): Promise<ApplicationKfs> {
  const application = await ownKfsApplication(deps.db, session, id);
  return currentKfs(deps.db, application, locale);
}

/** Sends the customer the OTP that acknowledges their application's KFS; a sent application has nothing to sign. */
export async function sendKfsOtp(deps: Deps, session: Session, id: string, ip: string): Promise<SendOtpResult> {
  const application = await ownKfsApplication(deps.db, session, id);
  if (application.status !== 'created') throw new AppError('conflict', 'applicationNotSubmittable');
  const mobile = (await sessionUser(deps, session.subjectId)).phoneNumber;
  return sendOtpCode(deps, mobile, ip, {
    purpose: 'kfs',
    text: (code) =>
      `${code} is your Saakh OTP to accept the Key Facts Statement of loan application ${application.reference}. It is valid for 5 minutes. Do not share it with anyone.`,
    templateId: deps.config.sms.kfsOtpTemplateId,
  });
}

/**
 * The customer acknowledges the KFS they read (its version) with the OTP sent to their mobile. Only a version issued
 * for this application that still holds and states its terms can be acknowledged; a KFS since reissued (the amount or
 * tenure changed, or its days ran out) is refused with the reason, so the customer reads the new one first. The
 * separate consent to share the application with its lender (share_with_lender, required by the schema) is recorded
 * in the same transaction: a new one when none stands for it, e.g. after the customer withdrew the last one.
 */
export async function acknowledgeKfs(
  deps: Deps,
  session: Session,
  id: string,
  input: AcknowledgeKfsInput,
  client: { ip: string; locale: Locale },
): Promise<ApplicationKfs> {
  const application = await ownKfsApplication(deps.db, session, id);
  if (application.status !== 'created') throw new AppError('conflict', 'applicationNotSubmittable');
  const row = await kfsRepo.findKfsVersion(deps.db, application.id, input.version);
  if (!row || kfsTerms(row.kfs) !== termsOf(application)) throw new AppError('conflict', 'kfsChanged');
  if (row.valid_until < todayInIndia()) throw new AppError('conflict', 'kfsExpired');
  const mobile = (await sessionUser(deps, session.subjectId)).phoneNumber;
  await checkOtpCode(deps, mobile, input.otp, 'kfs');
  const at = deps.clock.now();
  const acknowledged = await deps.db.transaction(async (tx) => {
    await recordConsent(
      tx,
      session.subjectId,
      { purpose: 'lender_sharing', application: { applicationId: application.id, lenderId: application.lender_id } },
      { language: client.locale, channel: 'web', ip: client.ip, at },
    );
    // A second acknowledgement of the same version (a double tap) keeps the first one's time.
    return kfsRepo.acknowledgeKfs(tx, row.id, at);
  });
  return toView(row, acknowledged ? at : row.acknowledged_at);
}

/**
 * Refuses to send an application without an acknowledged KFS that states its terms and still holds (issue 30), or
 * whose sharing with the lender the customer withdrew (accepting the KFS again gives it anew): every path that sends
 * one (the lender-submit page, the hand-off, the intake form) asks this first.
 */
export async function requireAcknowledgedKfs(tx: Executor, application: KfsApplication): Promise<void> {
  const acknowledged = await kfsRepo.findAcknowledgedKfs(tx, application.id);
  // The refusal says where to go, as the spec's redirecting answers do: the application's KFS page.
  const extra = { redirectionUrl: applicationKfsPagePath(application.id) };
  if (!acknowledged || kfsTerms(acknowledged.kfs) !== termsOf(application)) {
    throw new AppError('conflict', 'kfsNotAcknowledged', { extra });
  }
  if (acknowledged.valid_until < todayInIndia()) throw new AppError('conflict', 'kfsExpired', { extra });
  if (await lenderSharingWithdrawn(tx, sharingOf(application)))
    throw new AppError('conflict', 'lenderSharingWithdrawn', { extra });
}

/** A KFS printed in RBI's format (Parts 1 and 2, Annexes B and C), and the name it downloads as. */
export async function kfsPdf(
  deps: Pick<Deps, 'config'>,
  kfs: Kfs,
  locale: Locale,
): Promise<{ body: Buffer; fileName: string }> {
  const body = await printPdf(deps.config.chromiumPath, kfsHtml(kfs, locale), { unavailable: 'kfsPdfUnavailable' });
  return { body, fileName: kfsFileName(kfs, locale) };
}

/**
 * The PDF of the KFS the customer acknowledged before their application was sent, in the language of the message it
 * goes with (the stored document, or its translation with the same days): what the submission message carries.
 * Null while the application is unsent or was sent without one (before acknowledgements were asked for).
 */
export async function acknowledgedKfsPdf(
  deps: Pick<Deps, 'db' | 'config'>,
  applicationId: string,
  locale: Locale,
): Promise<{ body: Buffer; fileName: string } | null> {
  const application = await kfsRepo.findApplicationForKfs(deps.db, applicationId);
  if (!application || application.status === 'created') return null;
  if (!(await kfsRepo.findAcknowledgedKfs(deps.db, application.id))) return null;
  const { kfs } = await currentKfs(deps.db, application, locale);
  return kfsPdf(deps, kfs, locale);
}

/** Where the customer downloads their application's KFS as a PDF (they sign in to read it). */
export function kfsPdfUrl(publicUrl: string, applicationId: string, locale: Locale): string {
  return `${publicUrl}/api/applications/${applicationId}/kfs?format=pdf&lang=${locale}`;
}
