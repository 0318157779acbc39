/** Offers of a loan journey (DESIGN §6): matching, the Key Fact Statement and selecting an offer. */
import type { Deps } from '../../deps';
import { nextStepFor, type SelectOfferResult } from '@saakh/domain/applications';
import type { Locale } from '@saakh/domain/i18n';
import { translate } from '@saakh/domain/messages';
import {
  buildKfs,
  matchOffers,
  RANKING_RULE_KEY,
  type Kfs,
  type MatchingCustomer,
  type MatchResult,
  type OffersResult,
} from '@saakh/domain/offers';
import { ageInYears, todayInIndia } from '@saakh/domain/profile';
import { productFlows } from '@saakh/domain/routing';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as applications from '../applications/applications.service';
import { ownApp, recordStatusChange } from '../applications/applications.service';
import { decideLead, recordDuplicate } from '../dedupe/dedupe.service';
import { recordServerEvent } from '../tracking/tracking.service';
import * as repo from './offers.repository';

/** The customer as matching sees them; offers need a completed profile for the journey's product. */
async function matchingCustomer(
  db: Executor,
  userId: number,
  journey: applications.CustomerAppRow,
): Promise<MatchingCustomer> {
  const profile = await repo.findMatchingProfile(db, userId);
  const product = journey.product;
  const incomplete = new AppError('conflict', 'profileIncomplete', {
    extra: { redirect: productFlows[product].detail },
  });
  if (!profile || profile[`${product}_completed`] !== 1) throw incomplete;
  if (product === 'pl' && (profile.pl_update_required === 1 || profile.pl_se_update_required === 1)) throw incomplete;
  const desired = journey.desired_amount ?? (product === 'hl' ? profile.housing_loan_amount : profile.se_loan_amount);
  const { monthly_income, birth_date, employment_status_code, credit_score_band } = profile;
  if (
    monthly_income === null ||
    !birth_date ||
    employment_status_code === null ||
    credit_score_band === null ||
    desired === null
  ) {
    throw incomplete;
  }
  return {
    product,
    monthlyIncome: monthly_income,
    age: ageInYears(birth_date, todayInIndia()),
    employmentStatus: employment_status_code,
    desiredAmount: desired,
    creditScoreClass: credit_score_band,
  };
}

/**
 * What a customer's journey offers now, matched as their offers page matches it, for staff who help them (the CSR
 * portal); null while the profile is not complete enough to match.
 */
export async function offersOfJourney(
  db: Executor,
  userId: number,
  journey: applications.CustomerAppRow,
): Promise<MatchResult | null> {
  const customer = await matchingCustomer(db, userId, journey).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  });
  if (!customer) return null;
  const lenders = await repo.listLendersForMatching(db, journey.product);
  return matchOffers(customer, lenders, todayInIndia());
}

async function computeOffers(db: Executor, session: Session, appId: number, locale: Locale = 'en') {
  const journey = await ownApp(db, session, appId);
  const customer = await matchingCustomer(db, session.subjectId, journey);
  const lenders = await repo.listLendersForMatching(db, journey.product, locale);
  const today = todayInIndia();
  return { journey, lenders, today, ...matchOffers(customer, lenders, today) };
}

export async function offersFor(
  deps: Deps,
  session: Session,
  appId: number,
  locale: Locale,
  ip: string,
): Promise<OffersResult> {
  const { journey, offers, unmatched } = await computeOffers(deps.db, session, appId, locale);
  await recordServerEvent(deps.db, {
    event: 'offers_viewed',
    userId: session.subjectId,
    appId: journey.id,
    product: journey.product,
    partnerId: journey.partner_id,
    ip,
  });
  return { offers, unmatched, ranking: translate(RANKING_RULE_KEY, locale) };
}

/** The KFS of one offer of the journey; a lender that makes no offer to this customer has none (404). */
export async function kfsFor(
  deps: Deps,
  session: Session,
  appId: number,
  lenderId: number,
  locale: Locale = 'en',
): Promise<Kfs> {
  const { offers, today } = await computeOffers(deps.db, session, appId, locale);
  const offer = offers.find((candidate) => candidate.lenderId === lenderId);
  if (!offer) throw new AppError('not_found', 'notFound');
  return buildKfs(offer, today, locale);
}

/**
 * Selecting an offer creates the credit application with the offer's terms as shown (status 'created',
 * with its first history entry) and answers where the lender's mode continues. Selecting the same lender
 * again before sending answers the same application.
 */
export async function selectOffer(
  deps: Deps,
  session: Session,
  appId: number,
  lenderId: number,
): Promise<SelectOfferResult> {
  return deps.db.transaction(async (tx) => {
    const { journey, offers, lenders } = await computeOffers(tx, session, appId);
    const offer = offers.find((candidate) => candidate.lenderId === lenderId);
    const lender = lenders.find((candidate) => candidate.id === lenderId);
    if (!offer || !lender) throw fieldError('lender_id', 'offerNotAvailable');
    const existing = await applications.findUnsentApplication(tx, journey.id, lenderId);
    // A new application belongs to whoever brought this person for this product first within the de-dupe window.
    const lead = existing
      ? null
      : await decideLead(tx, deps.config, {
          userId: session.subjectId,
          product: journey.product,
          partnerId: journey.partner_id,
        });
    const inserted = lead
      ? await applications.insertApplication(tx, {
          app_id: journey.id,
          user_id: session.subjectId,
          lender_id: lenderId,
          partner_id: lead.partnerId,
          product: journey.product,
          lender_mode: lender.lender_mode,
          status: 'created',
          amount: offer.amount,
          tenure_months: offer.tenureMonths,
          interest_rate: offer.interestRate.toFixed(2),
          apr: offer.apr.toFixed(2),
          emi: offer.emi.toFixed(2),
          processing_fee: offer.processingFee.toFixed(2),
          total_payable: offer.totalPayable.toFixed(2),
        })
      : undefined;
    if (inserted && lead) {
      await recordDuplicate(tx, lead, { id: inserted.id, userId: session.subjectId, product: journey.product });
      await recordStatusChange(
        deps,
        tx,
        { applicationId: inserted.id, from: null, to: 'created', actorId: session.subjectId, note: 'offer selected' },
        'customer',
      );
    }
    // A concurrent selection of the same offer may have created it between our read and our insert.
    const application = existing ?? inserted ?? (await applications.findUnsentApplication(tx, journey.id, lenderId));
    if (!application) throw new AppError('conflict', 'conflict');
    await applications.setInflightApplication(tx, session.subjectId, application.id);
    return {
      creditAppId: application.id,
      next: nextStepFor({
        lenderMode: application.lender_mode,
        lenderKey: lender.lender_key,
        creditAppId: application.id,
        transactionUrl: lender.transaction_url,
      }),
    };
  });
}
