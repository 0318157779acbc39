/**
 * The lender intake form (customer spec §2, §4, §5): its option lists and its submission for a credit
 * application whose lender works in 'intake' mode. The lender's rules (domain `intakeRules`: at least
 * 12 months since incorporation and ₹10,00,000 yearly turnover) decide at once: accepted applications
 * are submitted to the lender, the others are rejected and the customer is offered a gold loan.
 */
import type { Deps } from '../../deps';
import type { z } from 'zod';
import { nextStepFor, offersPathFor, safeExternalUrl } from '@saakh/domain/applications';
import type { Locale } from '@saakh/domain/i18n';
import {
  evaluateIntake,
  intakeFieldsFor,
  intakeKindFor,
  intakeSchemaFor,
  type IntakeFieldsResult,
  type IntakeKind,
  type IntakeRejectionReason,
  type IntakeSubmissionInput,
  type PersonalIntakeSubmissionInput,
} from '@saakh/domain/intake';
import { todayInIndia } from '@saakh/domain/profile';
import type { Executor } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import type { ApplicationWithLender } from '../applications/applications.service';
import { ownApplication, recordStatusChange, refuseExcludedLender } from '../applications/applications.service';
import { requireAcknowledgedKfs } from '../applications/kfs.service';
import * as repo from './intake.repository';

/** Where the customer goes once the lender has the intake: the lender's own page if it has one, else the offers page. */
function afterIntakeUrl(row: ApplicationWithLender): string {
  return safeExternalUrl(row.transactionUrl, row.application.id) ?? offersPathFor(row.application.product);
}

/**
 * The application behind an intake path, checked for this customer and this lender key (404 otherwise),
 * with the answers the spec gives when the form is not (or no longer) the next step.
 */
async function intakeApplication(
  db: Executor,
  session: Session,
  lenderKey: string,
  creditAppId: string,
): Promise<ApplicationWithLender> {
  const row = await ownApplication(db, session, creditAppId);
  if (row.lenderKey !== lenderKey.toLowerCase()) throw new AppError('not_found', 'notFound');
  const { application } = row;
  if (application.status === 'rejected')
    throw new AppError('conflict', 'intakeRejected', { extra: { rejected: true } });
  if (application.lender_mode !== 'intake') {
    const next = nextStepFor({
      lenderMode: application.lender_mode,
      lenderKey: row.lenderKey,
      creditAppId,
      transactionUrl: row.transactionUrl,
    });
    throw new AppError('conflict', 'intakeNotNeeded', { extra: { redirectionUrl: next.externalUrl ?? next.path } });
  }
  if (application.status !== 'created' || (await repo.findSubmission(db, creditAppId))) {
    throw new AppError('conflict', 'intakeAlreadySubmitted', { extra: { redirectionUrl: afterIntakeUrl(row) } });
  }
  return row;
}

/** Which details this customer is asked for this application: by its product and the customer's employment. */
async function intakeKindOf(db: Executor, session: Session, row: ApplicationWithLender): Promise<IntakeKind> {
  return intakeKindFor(row.application.product, await repo.findEmploymentStatus(db, session.subjectId));
}

export async function intakeFields(
  deps: Deps,
  session: Session,
  lenderKey: string,
  creditAppId: string,
  locale: Locale,
): Promise<IntakeFieldsResult> {
  const row = await intakeApplication(deps.db, session, lenderKey, creditAppId);
  return intakeFieldsFor(locale, await intakeKindOf(deps.db, session, row));
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Validates the form the way the web does (422 with errors by field), with the fields of its kind: a business
 * field sent with a personal intake is not read.
 */
export function parseIntake(
  fields: Record<string, unknown>,
  kind: IntakeKind = 'business',
): IntakeSubmissionInput | PersonalIntakeSubmissionInput {
  const parsed = intakeSchemaFor(kind).safeParse(fields);
  if (!parsed.success) throw new AppError('validation', 'validationFailed', { errors: fieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * Records the intake and applies the lender's rules in one transaction: accepted → submitted (by the
 * customer); refused → submitted, then rejected by the lender. A refusal answers success false with
 * 'Your application has been rejected' and `rejected: true`.
 */
export async function submitIntake(
  deps: Deps,
  session: Session,
  lenderKey: string,
  creditAppId: string,
  fields: Record<string, unknown>,
  ip: string,
  locale: Locale = 'en',
): Promise<string> {
  // Ownership first: another customer's application is a 404 whatever the form holds.
  const owned = await intakeApplication(deps.db, session, lenderKey, creditAppId);
  const kind = await intakeKindOf(deps.db, session, owned);
  const input = parseIntake(fields, kind);
  // The business rules (age of the business, turnover) apply to a business only; a personal intake goes to the lender.
  const outcome: { accepted: boolean; reasons: IntakeRejectionReason[] } =
    'annualSalesTurnOver' in input ? evaluateIntake(input, todayInIndia()) : { accepted: true, reasons: [] };
  const redirectionUrl = await deps.db.transaction(async (tx) => {
    const row = await intakeApplication(tx, session, lenderKey, creditAppId);
    // As select and submit do: a lender that cannot lend to the customer now receives nothing, and nothing is kept.
    await refuseExcludedLender(tx, row.application, locale);
    await requireAcknowledgedKfs(tx, row.application);
    const { consent: _consent, ...answers } = input;
    await repo.insertSubmission(tx, {
      application_id: creditAppId,
      user_id: session.subjectId,
      lender_id: row.application.lender_id,
      fields: Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Record<
        string,
        string | number
      >,
      outcome: outcome.accepted ? 'accepted' : 'rejected',
      reasons: outcome.reasons,
      ip,
    });
    await recordStatusChange(
      deps,
      tx,
      { applicationId: creditAppId, from: 'created', to: 'submitted', actorId: session.subjectId, note: 'intake form' },
      'customer',
    );
    if (!outcome.accepted) {
      await recordStatusChange(
        deps,
        tx,
        {
          applicationId: creditAppId,
          from: 'submitted',
          to: 'rejected',
          actorId: null,
          note: `intake rules: ${outcome.reasons.join(', ')}`,
        },
        'lender_callback',
      );
    }
    return afterIntakeUrl(row);
  });
  if (!outcome.accepted) throw new AppError('conflict', 'applicationRejected', { extra: { rejected: true } });
  return redirectionUrl;
}
