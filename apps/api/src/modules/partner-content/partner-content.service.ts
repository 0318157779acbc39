/**
 * What a partner reads to sell (issue 12, decision 028): the products with their lenders, payout and co-branded link,
 * ready-made messages and banners with the partner's own link and logo, FAQs, training material and lender journeys.
 * The material is the same for every partner; the link, name and logo put into it are always the signed-in partner's
 * own, read from its session, never from the request.
 */
import type { Locale } from '@saakh/domain/i18n';
import { translate, type MessageKey } from '@saakh/domain/messages';
import { roundPaise } from '@saakh/domain/money';
import {
  fillMessage,
  isPartnerLoanProduct,
  isHttpLink,
  journeyNotes,
  journeyStepsByMode,
  partnerProductPath,
  partnerProducts,
  PAYOUT_EXAMPLE_AMOUNT,
  whatsappShareUrl,
  type LenderJourney,
  type LenderTraining,
  type OfferingLender,
  type PartnerBanner,
  type PartnerFaq,
  type PartnerFaqQuery,
  type PartnerLink,
  type PartnerMessage,
  type PartnerPayout,
  type PartnerProduct,
  type ProductOffering,
  type ProductOfferingDetail,
  type TrainingItem,
  type TrainingKind,
} from '@saakh/domain/partner-content';
import { PARTNER_TDS_PERCENT } from '@saakh/domain/reconciliation';
import type { Page } from '@saakh/domain/lists';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import * as commissions from '../commissions/commissions.service';
import * as repo from './partner-content.repository';

type Db = Pick<Deps, 'db'>;

const productNameKey: Record<PartnerProduct, MessageKey> = {
  pl: 'productPersonalLoans',
  bl: 'productBusinessLoans',
  gl: 'productGoldLoans',
  hl: 'productHousingLoan',
  sl: 'productStudentLoans',
  tw: 'productTwoWheelerLoans',
  cl: 'productCarLoans',
  cards: 'productCreditCards',
  insurance: 'categoryInsurance',
};

export function productName(product: PartnerProduct, locale: Locale): string {
  return translate(productNameKey[product], locale);
}

/** The acting partner's own row (actingPartner has refused a disabled user or a deleted partner: 401). */
export async function partnerOf(deps: Db, actor: Pick<PartnerActor, 'partnerId'>): Promise<repo.ContentPartner> {
  const partner = await repo.findContentPartner(deps.db, actor.partnerId);
  if (!partner) throw new AppError('unauthorized', 'unauthorized');
  return partner;
}

export function linkOf(partnerKey: string, product: PartnerProduct, origin: string): PartnerLink {
  const path = partnerProductPath(partnerKey, product);
  return { path, url: `${origin}${path}` };
}

async function providersByProduct(deps: Db, locale: Locale): Promise<Record<PartnerProduct, string[]>> {
  const [lenderRows, cards, insurance] = await Promise.all([
    repo.activeLenders(deps.db),
    repo.activeCards(deps.db),
    repo.activeInsurance(deps.db),
  ]);
  const byProduct = Object.fromEntries(partnerProducts.map((product) => [product, [] as string[]])) as Record<
    PartnerProduct,
    string[]
  >;
  for (const row of lenderRows) if (isPartnerLoanProduct(row.product)) byProduct[row.product].push(row.name);
  byProduct.cards = cards.map((row) => row.name);
  byProduct.insurance = insurance.map((row) => (locale === 'hi' ? row.name_hi : row.name_en));
  return byProduct;
}

/** Every product the partner sells, each with who provides it and the partner's link for it. */
export async function listOfferings(
  deps: Db,
  actor: Pick<PartnerActor, 'partnerId'>,
  locale: Locale,
  origin: string,
): Promise<ProductOffering[]> {
  const partner = await partnerOf(deps, actor);
  const providers = await providersByProduct(deps, locale);
  return partnerProducts.map((product) => ({
    product,
    name: productName(product, locale),
    providers: providers[product],
    link: linkOf(partner.key, product, origin),
  }));
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * What the partner earns, as the ledger prices it (the commissions module): its percentage of Saakh's commission plus
 * its flat fee, a parent's split taken from a sub-partner's share, and TDS. The example takes one disbursal of the
 * product's example amount under the first lender (in the customers' order) whose active slab covers it, as a first
 * loan of the month.
 */
export async function payoutOf(
  deps: Db,
  partner: repo.ContentPartner,
  product: PartnerProduct,
  lenders: repo.ActiveLender[],
): Promise<PartnerPayout> {
  const terms = { revenue_percent: asNumber(partner.revenue_percent), revenue_flat_fee: partner.revenue_flat_fee };
  const splitPercent = partner.parent_partner_id === null ? null : asNumber(partner.parent_split_percent);
  const base: Omit<PartnerPayout, 'example'> = {
    ...terms,
    parent_split_percent: splitPercent,
    tds_percent: PARTNER_TDS_PERCENT,
  };
  const amount = PAYOUT_EXAMPLE_AMOUNT[product];
  if (amount <= 0 || lenders.length === 0) return { ...base, example: null };
  const example = await commissions.examplePayout(
    deps.db,
    { id: partner.id, ...terms, parent_partner_id: partner.parent_partner_id, parent_split_percent: splitPercent },
    lenders.map((lender) => lender.id),
    amount,
  );
  const lender = lenders.find((item) => item.id === example?.lenderId);
  if (!example || !lender) return { ...base, example: null };
  return {
    ...base,
    example: {
      lender: lender.name,
      amount,
      saakh_commission: example.commission,
      partner_share: example.own,
      parent_share: example.parent,
      tds: example.tds,
      net: roundPaise(example.own - example.tds),
    },
  };
}

/** A lender's text in the reader's language: its Hindi where an admin wrote one, else its English. */
function inLocale(english: string | null, hindi: string | null, locale: Locale): string | null {
  return locale === 'hi' && hindi && hindi.trim() ? hindi : english;
}

function offeringLender(row: repo.ActiveLender, locale: Locale): OfferingLender {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    eligibility: {
      age: inLocale(row.age_text, row.age_text_hi, locale),
      employment: inLocale(row.employment_text, row.employment_text_hi, locale),
      income: inLocale(row.income_text, row.income_text_hi, locale),
      min_loan: inLocale(row.min_loan_text, row.min_loan_text_hi, locale),
      max_loan: inLocale(row.max_loan_text, row.max_loan_text_hi, locale),
      cibil: inLocale(row.cibil_text, row.cibil_text_hi, locale),
    },
  };
}

/** One product: its lenders with their eligibility highlights, the partner's payout and its link. */
export async function getOffering(
  deps: Db,
  actor: Pick<PartnerActor, 'partnerId'>,
  product: PartnerProduct,
  locale: Locale,
  origin: string,
): Promise<ProductOfferingDetail> {
  const partner = await partnerOf(deps, actor);
  const lenders = isPartnerLoanProduct(product) ? await repo.activeLenders(deps.db, product) : [];
  const providers = isPartnerLoanProduct(product)
    ? lenders.map((row) => row.name)
    : (await providersByProduct(deps, locale))[product];
  return {
    product,
    name: productName(product, locale),
    providers,
    link: linkOf(partner.key, product, origin),
    lenders: lenders.map((row) => offeringLender(row, locale)),
    payout: await payoutOf(deps, partner, product, lenders),
  };
}

export type QrImage = { body: Buffer | string; contentType: string; fileName: string };

/** The partner's link for a product as a QR code, drawn on the server (as tracking links are, decision 012). */
export async function productQr(
  deps: Db,
  actor: Pick<PartnerActor, 'partnerId'>,
  product: PartnerProduct,
  format: 'png' | 'svg',
  origin: string,
): Promise<QrImage> {
  const partner = await partnerOf(deps, actor);
  const { url } = linkOf(partner.key, product, origin);
  const { default: QRCode } = await import('qrcode');
  const options = { errorCorrectionLevel: 'M', margin: 4 } as const;
  const fileName = `${partner.key}-${product}-qr.${format}`;
  if (format === 'svg') {
    return { body: await QRCode.toString(url, { ...options, type: 'svg' }), contentType: 'image/svg+xml', fileName };
  }
  return {
    body: await QRCode.toBuffer(url, { ...options, type: 'png', width: 512 }),
    contentType: 'image/png',
    fileName,
  };
}

/** The ready-made texts, both languages filled in with the partner's link for the text's product and its name. */
export async function listMessages(
  deps: Db,
  actor: Pick<PartnerActor, 'partnerId'>,
  product: PartnerProduct | undefined,
  locale: Locale,
  origin: string,
): Promise<PartnerMessage[]> {
  const partner = await partnerOf(deps, actor);
  const rows = await repo.allTexts(deps.db, product);
  return rows.map((row) => {
    const values = { link: linkOf(partner.key, row.product, origin).url, partner: partner.name };
    const textEn = fillMessage(row.body_en, values);
    const textHi = fillMessage(row.body_hi, values);
    return {
      id: row.id,
      product: row.product,
      channel: row.channel,
      title: locale === 'hi' ? row.title_hi : row.title_en,
      text_en: textEn,
      text_hi: textHi,
      whatsapp_en: whatsappShareUrl(textEn),
      whatsapp_hi: whatsappShareUrl(textHi),
    };
  });
}

export function bannerImagePath(id: number): string {
  return `/api/partner/content/banners/${id}/image`;
}

export async function listBanners(
  deps: Db,
  product: PartnerProduct | undefined,
  locale: Locale,
): Promise<PartnerBanner[]> {
  const rows = await repo.allBanners(deps.db, product);
  return rows.map((row) => ({
    id: row.id,
    product: row.product,
    title: locale === 'hi' ? row.title_hi : row.title_en,
    width: row.width,
    height: row.height,
    image_path: bannerImagePath(row.id),
  }));
}

/** One audience's FAQs in the reader's language, English standing in where Hindi is missing. */
export async function listFaqs(deps: Db, query: PartnerFaqQuery, locale: Locale): Promise<Page<PartnerFaq>> {
  const page = await repo.partnerFaqs(deps.db, query);
  return {
    ...page,
    items: page.items.map((row) => {
      const hindi = locale === 'hi' && row.question_hi !== null && row.answer_hi !== null;
      return {
        id: row.id,
        question: hindi ? (row.question_hi ?? row.question_en) : row.question_en,
        answer: hindi ? (row.answer_hi ?? row.answer_en) : row.answer_en,
        translated: locale === 'en' || hindi,
      };
    }),
  };
}

const lenderLinkKinds: [keyof Pick<repo.ActiveLender, 'mp4_text' | 'pptx_text' | 'pdf_text'>, TrainingKind][] = [
  ['mp4_text', 'video'],
  ['pptx_text', 'deck'],
  ['pdf_text', 'document'],
];

const trainingTitleKey: Record<TrainingKind, MessageKey> = {
  video: 'trainingVideoTitle',
  deck: 'trainingDeckTitle',
  document: 'trainingDocumentTitle',
};

/** Per active lender: its own http(s) links (video, deck, document) and the files admins uploaded for it. */
export async function listTraining(deps: Db, locale: Locale): Promise<LenderTraining[]> {
  const lenders = await repo.activeLenders(deps.db);
  const uploads = await repo.trainingFilesOf(
    deps.db,
    lenders.map((lender) => lender.id),
  );
  return lenders.map((lender) => {
    const items: TrainingItem[] = [];
    for (const [column, kind] of lenderLinkKinds) {
      const value = lender[column]?.trim();
      if (isHttpLink(value)) {
        items.push({
          kind,
          title: translate(trainingTitleKey[kind], locale),
          url: value,
          source: 'lender',
          size_bytes: null,
        });
      }
    }
    for (const upload of uploads) {
      if (upload.lender_id !== lender.id) continue;
      items.push({
        kind: upload.kind,
        title: locale === 'hi' ? upload.title_hi : upload.title_en,
        url: upload.file_url,
        source: 'upload',
        size_bytes: upload.size_bytes,
      });
    }
    return { lender_id: lender.id, lender: lender.name, product: lender.product, items };
  });
}

/**
 * Per active lender: the steps after choosing it, from how it takes applications, and its own journey text (in Hindi
 * where an admin wrote one).
 */
export async function listJourneys(deps: Db, locale: Locale): Promise<LenderJourney[]> {
  const lenders = await repo.activeLenders(deps.db);
  return lenders.map((lender) => ({
    lender_id: lender.id,
    lender: lender.name,
    product: lender.product,
    mode: lender.mode,
    steps: journeyStepsByMode[lender.mode],
    notes: journeyNotes(inLocale(lender.lender_journey_text, lender.lender_journey_text_hi, locale)),
  }));
}
