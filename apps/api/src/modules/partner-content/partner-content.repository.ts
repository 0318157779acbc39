/** Drizzle queries of the partner's selling material (issue 12): the catalogue it sells and what admins write. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  BannerListQuery,
  FaqAudience,
  FaqListQuery,
  MessageTextListQuery,
  PartnerFaqQuery,
  PartnerLoanProduct,
  PartnerProduct,
  TrainingListQuery,
} from '@saakh/domain/partner-content';
import { partnerLoanProducts } from '@saakh/domain/partner-content';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { credit_cards, lenders } from '../../db/schema/catalogue';
import { insurance_products } from '../../db/schema/customer';
import {
  partner_banners,
  partner_faqs,
  partner_message_texts,
  partner_training_files,
} from '../../db/schema/partner-content';
import { partners } from '../../db/schema/partners';

// ---------- the partner and the catalogue ----------

/** The acting partner as its selling material shows it (name, brand, payout terms); undefined once deleted. */
export async function findContentPartner(db: Executor, partnerId: number) {
  const [row] = await db
    .select({
      id: partners.id,
      key: partners.key,
      name: partners.name,
      logo: partners.logo,
      primary_color: partners.primary_color,
      revenue_percent: partners.revenue_percent,
      revenue_flat_fee: partners.revenue_flat_fee,
      parent_partner_id: partners.parent_partner_id,
      parent_split_percent: partners.parent_split_percent,
    })
    .from(partners)
    .where(and(eq(partners.id, partnerId), isNull(partners.deleted_at)));
  return row ?? null;
}
export type ContentPartner = NonNullable<Awaited<ReturnType<typeof findContentPartner>>>;

/** Live lenders of the loans partners sell. */
const liveLender = and(
  eq(lenders.lender_status, 1),
  isNull(lenders.deleted_at),
  inArray(lenders.product, [...partnerLoanProducts]),
);
const lenderName = sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`;

/** Active lenders, of one loan product or all, in the order customers meet them (priority, then name). */
export async function activeLenders(db: Executor, product?: PartnerLoanProduct) {
  return db
    .select({
      id: lenders.id,
      name: lenderName,
      product: sql<PartnerLoanProduct>`${lenders.product}`,
      mode: lenders.lender_mode,
      age_text: lenders.age_text,
      employment_text: lenders.employment_text,
      income_text: lenders.income_text,
      min_loan_text: lenders.min_loan_text,
      max_loan_text: lenders.max_loan_text,
      cibil_text: lenders.cibil_text,
      lender_journey_text: lenders.lender_journey_text,
      age_text_hi: lenders.age_text_hi,
      employment_text_hi: lenders.employment_text_hi,
      income_text_hi: lenders.income_text_hi,
      min_loan_text_hi: lenders.min_loan_text_hi,
      max_loan_text_hi: lenders.max_loan_text_hi,
      cibil_text_hi: lenders.cibil_text_hi,
      lender_journey_text_hi: lenders.lender_journey_text_hi,
      mp4_text: lenders.mp4_text,
      pptx_text: lenders.pptx_text,
      pdf_text: lenders.pdf_text,
    })
    .from(lenders)
    .where(product ? and(liveLender, eq(lenders.product, product)) : liveLender)
    .orderBy(desc(lenders.priority), asc(lenders.product), sql`${lenders.name} collate "C"`, asc(lenders.id));
}
export type ActiveLender = Awaited<ReturnType<typeof activeLenders>>[number];

export async function activeCards(db: Executor) {
  return db
    .select({ name: credit_cards.category_name })
    .from(credit_cards)
    .where(and(eq(credit_cards.status, 1), isNull(credit_cards.deleted_at)))
    .orderBy(asc(credit_cards.sort_order), asc(credit_cards.category_id));
}

export async function activeInsurance(db: Executor) {
  return db
    .select({ name_en: insurance_products.name_en, name_hi: insurance_products.name_hi })
    .from(insurance_products)
    .where(eq(insurance_products.status, 1))
    .orderBy(asc(insurance_products.sort_order), asc(insurance_products.id));
}

export async function lenderExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.id, id), isNull(lenders.deleted_at)));
  return row !== undefined;
}

// ---------- FAQs ----------

const faqColumns = {
  id: partner_faqs.id,
  audience: partner_faqs.audience,
  question_en: partner_faqs.question_en,
  question_hi: partner_faqs.question_hi,
  answer_en: partner_faqs.answer_en,
  answer_hi: partner_faqs.answer_hi,
  sort_order: partner_faqs.sort_order,
  updated_at: partner_faqs.updated_at,
};
const faqSearch = (q: string | undefined) =>
  searchAny(q, [partner_faqs.question_en, partner_faqs.question_hi, partner_faqs.answer_en, partner_faqs.answer_hi]);

export async function listFaqs(db: Executor, query: FaqListQuery) {
  const where = and(equalsWhenGiven(partner_faqs.audience, query.audience), faqSearch(query.q));
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(faqColumns)
        .from(partner_faqs)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { sort_order: partner_faqs.sort_order, updated_at: partner_faqs.updated_at },
            partner_faqs.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(partner_faqs).where(where))[0]?.n ?? 0,
  });
}

/** One audience's FAQs in order, searched in both languages. */
export async function partnerFaqs(db: Executor, query: PartnerFaqQuery) {
  return listFaqs(db, { ...query, sort: 'sort_order', audience: query.audience satisfies FaqAudience });
}

export async function findFaq(db: Executor, id: number) {
  const [row] = await db.select(faqColumns).from(partner_faqs).where(eq(partner_faqs.id, id));
  return row ?? null;
}

export async function insertFaq(db: Executor, values: typeof partner_faqs.$inferInsert): Promise<number> {
  const [row] = await db.insert(partner_faqs).values(values).returning({ id: partner_faqs.id });
  if (!row) throw new Error('FAQ insert returned nothing');
  return row.id;
}

export async function updateFaq(db: Executor, id: number, values: Partial<typeof partner_faqs.$inferInsert>) {
  await db
    .update(partner_faqs)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partner_faqs.id, id));
}

export async function deleteFaq(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(partner_faqs).where(eq(partner_faqs.id, id)).returning({ id: partner_faqs.id });
  return rows.length > 0;
}

// ---------- message texts ----------

const textColumns = {
  id: partner_message_texts.id,
  product: partner_message_texts.product,
  channel: partner_message_texts.channel,
  title_en: partner_message_texts.title_en,
  title_hi: partner_message_texts.title_hi,
  body_en: partner_message_texts.body_en,
  body_hi: partner_message_texts.body_hi,
  sort_order: partner_message_texts.sort_order,
  updated_at: partner_message_texts.updated_at,
};

export async function listTexts(db: Executor, query: MessageTextListQuery) {
  const where = and(
    equalsWhenGiven(partner_message_texts.product, query.product),
    equalsWhenGiven(partner_message_texts.channel, query.channel),
    searchAny(query.q, [
      partner_message_texts.title_en,
      partner_message_texts.title_hi,
      partner_message_texts.body_en,
      partner_message_texts.body_hi,
    ]),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(textColumns)
        .from(partner_message_texts)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { sort_order: partner_message_texts.sort_order, updated_at: partner_message_texts.updated_at },
            partner_message_texts.id,
            [asc(partner_message_texts.product)],
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(partner_message_texts).where(where))[0]?.n ?? 0,
  });
}

/** Every text (of one product when given), in order: a few dozen at most. */
export async function allTexts(db: Executor, product: PartnerProduct | undefined) {
  return db
    .select(textColumns)
    .from(partner_message_texts)
    .where(equalsWhenGiven(partner_message_texts.product, product))
    .orderBy(asc(partner_message_texts.product), asc(partner_message_texts.sort_order), asc(partner_message_texts.id));
}

export async function findText(db: Executor, id: number) {
  const [row] = await db.select(textColumns).from(partner_message_texts).where(eq(partner_message_texts.id, id));
  return row ?? null;
}

export async function insertText(db: Executor, values: typeof partner_message_texts.$inferInsert): Promise<number> {
  const [row] = await db.insert(partner_message_texts).values(values).returning({ id: partner_message_texts.id });
  if (!row) throw new Error('Message text insert returned nothing');
  return row.id;
}

export async function updateText(db: Executor, id: number, values: Partial<typeof partner_message_texts.$inferInsert>) {
  await db
    .update(partner_message_texts)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partner_message_texts.id, id));
}

export async function deleteText(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(partner_message_texts)
    .where(eq(partner_message_texts.id, id))
    .returning({ id: partner_message_texts.id });
  return rows.length > 0;
}

// ---------- banners ----------

const bannerColumns = {
  id: partner_banners.id,
  product: partner_banners.product,
  title_en: partner_banners.title_en,
  title_hi: partner_banners.title_hi,
  file_url: partner_banners.file_url,
  width: partner_banners.width,
  height: partner_banners.height,
  sort_order: partner_banners.sort_order,
  updated_at: partner_banners.updated_at,
};

export async function listBanners(db: Executor, query: BannerListQuery) {
  const where = and(
    equalsWhenGiven(partner_banners.product, query.product),
    searchAny(query.q, [partner_banners.title_en, partner_banners.title_hi]),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(bannerColumns)
        .from(partner_banners)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { sort_order: partner_banners.sort_order, updated_at: partner_banners.updated_at },
            partner_banners.id,
            [asc(partner_banners.product)],
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(partner_banners).where(where))[0]?.n ?? 0,
  });
}

export async function allBanners(db: Executor, product: PartnerProduct | undefined) {
  return db
    .select(bannerColumns)
    .from(partner_banners)
    .where(equalsWhenGiven(partner_banners.product, product))
    .orderBy(asc(partner_banners.product), asc(partner_banners.sort_order), asc(partner_banners.id));
}

export async function findBanner(db: Executor, id: number) {
  const [row] = await db.select(bannerColumns).from(partner_banners).where(eq(partner_banners.id, id));
  return row ?? null;
}

export async function bannerImage(db: Executor, id: number) {
  const [row] = await db
    .select({ image: partner_banners.image, product: partner_banners.product })
    .from(partner_banners)
    .where(eq(partner_banners.id, id));
  return row ?? null;
}

export async function insertBanner(db: Executor, values: typeof partner_banners.$inferInsert): Promise<number> {
  const [row] = await db.insert(partner_banners).values(values).returning({ id: partner_banners.id });
  if (!row) throw new Error('Banner insert returned nothing');
  return row.id;
}

export async function updateBanner(db: Executor, id: number, values: Partial<typeof partner_banners.$inferInsert>) {
  await db
    .update(partner_banners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partner_banners.id, id));
}

export async function deleteBanner(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(partner_banners).where(eq(partner_banners.id, id)).returning({ id: partner_banners.id });
  return rows.length > 0;
}

// ---------- training files ----------

const trainingColumns = {
  id: partner_training_files.id,
  lender_id: partner_training_files.lender_id,
  lender_name: lenderName,
  kind: partner_training_files.kind,
  title_en: partner_training_files.title_en,
  title_hi: partner_training_files.title_hi,
  file_url: partner_training_files.file_url,
  file_name: partner_training_files.file_name,
  size_bytes: partner_training_files.size_bytes,
  created_at: partner_training_files.created_at,
};

export async function listTrainingFiles(db: Executor, query: TrainingListQuery) {
  const where = and(
    equalsWhenGiven(partner_training_files.lender_id, query.lender_id),
    searchAny(query.q, [
      partner_training_files.title_en,
      partner_training_files.title_hi,
      partner_training_files.file_name,
      lenders.name,
      lenders.display_name,
    ]),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(trainingColumns)
        .from(partner_training_files)
        .innerJoin(lenders, eq(lenders.id, partner_training_files.lender_id))
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: partner_training_files.created_at }, partner_training_files.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(partner_training_files)
          .innerJoin(lenders, eq(lenders.id, partner_training_files.lender_id))
          .where(where)
      )[0]?.n ?? 0,
  });
}

/** The uploads of some lenders, oldest first. */
export async function trainingFilesOf(db: Executor, lenderIds: number[]) {
  if (lenderIds.length === 0) return [];
  return db
    .select(trainingColumns)
    .from(partner_training_files)
    .innerJoin(lenders, eq(lenders.id, partner_training_files.lender_id))
    .where(inArray(partner_training_files.lender_id, lenderIds))
    .orderBy(
      asc(partner_training_files.lender_id),
      asc(partner_training_files.created_at),
      asc(partner_training_files.id),
    );
}

export async function findTrainingFile(db: Executor, id: number) {
  const [row] = await db
    .select(trainingColumns)
    .from(partner_training_files)
    .innerJoin(lenders, eq(lenders.id, partner_training_files.lender_id))
    .where(eq(partner_training_files.id, id));
  return row ?? null;
}

export async function insertTrainingFile(
  db: Executor,
  values: typeof partner_training_files.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(partner_training_files).values(values).returning({ id: partner_training_files.id });
  if (!row) throw new Error('Training file insert returned nothing');
  return row.id;
}

export async function deleteTrainingFile(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(partner_training_files)
    .where(eq(partner_training_files.id, id))
    .returning({ id: partner_training_files.id });
  return rows.length > 0;
}
