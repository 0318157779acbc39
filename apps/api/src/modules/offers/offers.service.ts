/** Offers of a loan journey (DESIGN §6): matching, the Key Fact Statement and selecting an offer. */
import type { Deps } from '../../deps';
import { nextStepFor, type SelectOfferResult } from '@saakh/domain/applications';
import type { Locale } from '@saakh/domain/i18n';
import { buildKfs, type Kfs } from '@saakh/domain/kfs';
import { translate } from '@saakh/domain/messages';
import { amountLimitsMessage, exclusionMessage, tenureLimitsMessage } from '@saakh/domain/offer-messages';
import {
  matchOffers,
  RANKING_RULE_KEY,
  shapeOffer,
  withinLimits,
  type MatchingCustomer,
  type MatchResult,
  type Offer,
  type OffersResult,
  type OfferShapeQuery,
} from '@saakh/domain/offers';
import { ageInYears, todayInIndia } from '@saakh/domain/profile';
import { productFlows } from '@saakh/domain/routing';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as applications from '../applications/applications.service';
import { ownApp, recordStatusChange } from '../applications/applications.service';
import { kfsLenderTerms } from '../applications/kfs.service';
import { decideLead, recordDuplicate } from '../dedupe/dedupe.service';
import { performanceFor, recordRanking } from '../offer-ranking/offer-ranking.service';
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
    desiredTenureMonths: journey.desired_tenure_months,
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
  const history = await applications.listLenderHistory(db, userId, journey.product);
  const performance = await performanceFor(
    db,
    lenders.map((lender) => lender.id),
    customer.creditScoreClass,
  );
  return matchOffers(customer, lenders, todayInIndia(), history, performance);
}

async function computeOffers(db: Executor, session: Session, appId: number, locale: Locale = 'en') {
  const journey = await ownApp(db, session, appId);
  const customer = await matchingCustomer(db, session.subjectId, journey);
  const lenders = await repo.listLendersForMatching(db, journey.product, locale);
  // The customer's sent applications keep a lender away while open, after a decline and after a disbursal.
  const history = await applications.listLenderHistory(db, session.subjectId, journey.product);
  const today = todayInIndia();
  const performance = await performanceFor(
    db,
    lenders.map((lender) => lender.id),
    customer.creditScoreClass,
  );
  return { journey, lenders, today, ...matchOffers(customer, lenders, today, history, performance) };
}

/**
 * The offer a lender makes to this customer now. A lender the customer's history keeps away is refused with the
 * sentence the offers page shows ("Declined on 28 Nov: you can apply again from 26 Feb"); one that makes no offer
 * for another reason is `missing`.
 */
function offerOf(result: MatchResult, lenderId: number, locale: Locale, missing: () => AppError): Offer {
  const offer = result.offers.find((candidate) => candidate.lenderId === lenderId);
  if (offer) return offer;
  const exclusion = result.unmatched.find((candidate) => candidate.lender.id === lenderId)?.exclusion;
  if (exclusion) {
    const message = exclusionMessage(exclusion, locale);
    throw new AppError('conflict', message, { errors: { lender_id: [message] } });
  }
  throw missing();
}

/**
 * The offer at the amount and tenure the customer chose (absent: the offer's own), priced again here with the
 * domain's shapeOffer; a choice outside the lender's limits is a 422 naming the field and the limits.
 */
export function shapedOffer(offer: Offer, shape: { amount?: number; tenure_months?: number }, locale: Locale): Offer {
  const chosen = { amount: shape.amount ?? offer.amount, tenureMonths: shape.tenure_months ?? offer.tenureMonths };
  if (chosen.amount === offer.amount && chosen.tenureMonths === offer.tenureMonths) return offer;
  if (!withinLimits(offer.limits, chosen)) {
    const { limits } = offer;
    const amountFits = chosen.amount >= limits.minAmount && chosen.amount <= limits.maxAmount;
    const errors = {
      ...(amountFits ? {} : { amount: [amountLimitsMessage(limits, locale)] }),
      ...(amountFits ? { tenure_months: [tenureLimitsMessage(limits, locale)] } : {}),
    };
    throw new AppError('validation', 'validationFailed', { errors });
  }
  return shapeOffer(offer, chosen);
}

export async function offersFor(
  deps: Deps,
  session: Session,
  appId: number,
  locale: Locale,
  ip: string,
): Promise<OffersResult> {
  const { journey, offers, unmatched } = await computeOffers(deps.db, session, appId, locale);
  // The order shown is kept for an audit (once per distinct list).
  await recordRanking(deps.db, journey.id, offers);
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
  shape: OfferShapeQuery = {},
): Promise<Kfs> {
  const result = await computeOffers(deps.db, session, appId, locale);
  const offer = offerOf(result, lenderId, locale, () => new AppError('not_found', 'notFound'));
  return buildKfs(shapedOffer(offer, shape, locale), result.today, locale, {
    product: result.journey.product,
    lenderTerms: await kfsLenderTerms(deps.db, lenderId, locale),
  });
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
  shape: OfferShapeQuery = {},
  locale: Locale = 'en',
): Promise<SelectOfferResult> {
  return deps.db.transaction(async (tx) => {
    const result = await computeOffers(tx, session, appId);
    const { journey, lenders } = result;
    const lender = lenders.find((candidate) => candidate.id === lenderId);
    const matched = offerOf(result, lenderId, locale, () => fieldError('lender_id', 'offerNotAvailable'));
    if (!lender) throw fieldError('lender_id', 'offerNotAvailable');
    const offer = shapedOffer(matched, shape, locale);
    const existing = await applications.findUnsentApplication(tx, journey.id, lenderId);
    if (existing) await applications.updateUnsentTerms(tx, existing.id, applicationTerms(offer));
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
          ...applicationTerms(offer),
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

/** The figures an application keeps of the offer as the customer shaped it: what goes to the lender. */
function applicationTerms(offer: Offer) {
  return {
    amount: offer.amount,
    tenure_months: offer.tenureMonths,
    interest_rate: offer.interestRate.toFixed(2),
    apr: offer.apr.toFixed(2),
    emi: offer.emi.toFixed(2),
    processing_fee: offer.processingFee.toFixed(2),
    total_payable: offer.totalPayable.toFixed(2),
  };
}
