import { and, asc, count, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EligibilityListQuery } from '@saakh/domain/eligibility';
import type { Locale } from '@saakh/domain/i18n';
import { LIST_DEFAULT_PAGE_SIZE } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listOrPage, orderBy, type PageBounds, searchAny } from '../../db/lists';
import { lenders } from '../../db/schema/catalogue';

const rowColumns = {
  name: lenders.name,
  age: lenders.age_text,
  employment: lenders.employment_text,
  income: lenders.income_text,
  min_loan: lenders.min_loan_text,
  max_loan: lenders.max_loan_text,
  cibil: lenders.cibil_text,
  lender_journey: lenders.lender_journey_text,
};

/** Live lenders, switched on or not, matching the admin list's filters and search (by name). */
function adminWhere(query: EligibilityListQuery): SQL | undefined {
  return and(
    isNull(lenders.deleted_at),
    equalsWhenGiven(lenders.product, query.product),
    equalsWhenGiven(lenders.lender_status, query.lender_status),
    searchAny(query.q, [lenders.name]),
  );
}

/** The asked order; rows that tie keep the screen's order (product, highest priority first, name), then the id. */
function adminOrder(sort: EligibilityListQuery['sort']): SQL[] {
  const columns = { product: lenders.product, name: lenders.name, lender_status: lenders.lender_status };
  return orderBy(sort, columns, lenders.id, [asc(lenders.product), desc(lenders.priority), asc(lenders.name)]);
}

/** The admin screen that edits the texts: every matching row, or the page the query asks for. */
export function listAdminRows(db: Executor, query: EligibilityListQuery) {
  const where = adminWhere(query);
  return listOrPage(query, LIST_DEFAULT_PAGE_SIZE, {
    items: (bounds?: PageBounds) => {
      const rows = db
        .select({
          ...rowColumns,
          lender_id: lenders.id,
          product: lenders.product,
          lender_status: lenders.lender_status,
        })
        .from(lenders)
        .where(where)
        .orderBy(...adminOrder(query.sort));
      return bounds ? rows.limit(bounds.limit).offset(bounds.offset) : rows;
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(lenders).where(where);
      return row?.n ?? 0;
    },
  });
}

/** The Hindi an admin entered, or the English where there is none (decision 025). */
const hindiOr = (hi: AnyColumn, en: AnyColumn) => sql<string | null>`coalesce(nullif(btrim(${hi}), ''), ${en})`;

const hindiRowColumns = {
  name: lenders.name,
  age: hindiOr(lenders.age_text_hi, lenders.age_text),
  employment: hindiOr(lenders.employment_text_hi, lenders.employment_text),
  income: hindiOr(lenders.income_text_hi, lenders.income_text),
  min_loan: hindiOr(lenders.min_loan_text_hi, lenders.min_loan_text),
  max_loan: hindiOr(lenders.max_loan_text_hi, lenders.max_loan_text),
  cibil: hindiOr(lenders.cibil_text_hi, lenders.cibil_text),
  lender_journey: hindiOr(lenders.lender_journey_text_hi, lenders.lender_journey_text),
};

/** What partners may offer: active, non-deleted lenders, in the order offers rank them, in the reader's language. */
export async function listActiveRows(db: Executor, locale: Locale = 'en') {
  return db
    .select(locale === 'hi' ? hindiRowColumns : rowColumns)
    .from(lenders)
    .where(and(isNull(lenders.deleted_at), eq(lenders.lender_status, 1)))
    .orderBy(desc(lenders.priority), asc(lenders.name), asc(lenders.id));
}
