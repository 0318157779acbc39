/**
 * Lender file profiles (issue 33, decision 046): files as lenders send them. A profile per lender and file kind says
 * which of the lender's headers holds each template column, which names in the file are that lender, what the
 * lender's status words mean in Saakh, and how it writes dates and amounts. The API reads files through it and the
 * web's mapping step previews rows with the same functions, so both agree on what a cell means.
 */
import { z } from 'zod';
import { applicationStatuses, type ApplicationStatus } from './applications';
import { rowIdSchema, rowIdWith } from './api';
import { ingestColumns, ingestKinds, type IngestKind } from './ingestion';
import { cellText, normalizeHeader, parseAmountCell, parseDateCell, type SheetCell } from './sheet-cells';

/**
 * How the lender writes dates: DD/MM/YYYY and YYYY-MM-DD are read without a profile too; MM/DD/YYYY needs one (it
 * would be read as day first); DD-MMM-YYYY ('05-Mar-2026', '5 Mar 26') is read only with a profile.
 */
export const profileDateStyles = ['dmy', 'mdy', 'ymd', 'dmon'] as const;
export type ProfileDateStyle = (typeof profileDateStyles)[number];

/**
 * How the lender writes amounts: plain (480000), Indian commas (4,80,000) and ₹ are read without a profile too; in
 * lakh ('4.8 L', '4.8', '4.8 Lakh') a number means lakhs of rupees.
 */
export const profileAmountStyles = ['plain', 'indian', 'rupee', 'lakh'] as const;
export type ProfileAmountStyle = (typeof profileAmountStyles)[number];

/** The columns holding dates and amounts, per kind (the row schemas' dateCell and amountCell columns). */
const dateColumns: Record<IngestKind, readonly string[]> = {
  status: ['disbursed_on'],
  mis: ['disbursal_date'],
  commission: ['payout_date'],
};
const amountColumns: Record<IngestKind, readonly string[]> = {
  status: ['disbursed_amount'],
  mis: ['loan_amount', 'disbursed_amount'],
  commission: ['disbursed_amount', 'commission_amount', 'gst', 'tds'],
};

const headerText = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'textTooLong' });

export const profileStatusWordSchema = z.object({
  word: z.string().trim().min(1, { error: 'required' }).max(60, { error: 'textTooLong' }),
  status: z.enum(applicationStatuses, { error: 'invalidValue' }),
});
export type ProfileStatusWord = z.infer<typeof profileStatusWordSchema>;

/** A profile as the admin saves it (the mapping step and the profile editor send the same). */
export const lenderFileProfileInputSchema = z.object({
  /** Template column → the lender's header for it; a column left out is read by its template name or aliases. */
  columns: z.record(z.string().max(40), headerText).refine((columns) => Object.keys(columns).length <= 40, {
    error: 'invalidValue',
  }),
  /** Other names the lender's files give the lender ("Kotak Mahindra Bank"). */
  aliases: z.array(headerText).max(20, { error: 'invalidValue' }).default([]),
  status_words: z.array(profileStatusWordSchema).max(60, { error: 'invalidValue' }).default([]),
  date_style: z.enum(profileDateStyles, { error: 'invalidValue' }).default('dmy'),
  amount_style: z.enum(profileAmountStyles, { error: 'invalidValue' }).default('indian'),
});
export type LenderFileProfileInput = z.input<typeof lenderFileProfileInputSchema>;
export type LenderFileProfileRules = z.output<typeof lenderFileProfileInputSchema>;

/** The mapping step of an upload whose headers did not match: the profile to save, for the lender the file is from. */
export const ingestFileMappingInputSchema = lenderFileProfileInputSchema.extend({ lender_id: rowIdSchema });
export type IngestFileMappingInput = z.infer<typeof ingestFileMappingInputSchema>;

export const lenderFileProfileSchema = lenderFileProfileInputSchema.extend({
  lender_id: z.number().int(),
  lender_name: z.string(),
  kind: z.enum(ingestKinds),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type LenderFileProfile = z.infer<typeof lenderFileProfileSchema>;

/** A lender as the lender select of an upload or a mapping step offers it. */
export const fileLenderSchema = z.object({ id: z.number().int(), name: z.string(), product: z.string() });
export type FileLender = z.infer<typeof fileLenderSchema>;

export const lenderFileProfileListQuerySchema = z.object({ lender_id: rowIdSchema.optional() });
export const lenderFileProfileParamsSchema = z.object({
  lenderId: rowIdWith('notFound'),
  kind: z.enum(ingestKinds, { error: 'notFound' }),
});

// ---------- reading a file through a profile ----------

/** Status words are matched ignoring case, spaces, dots, hyphens and underscores ("W.I.P" ≡ "wip"). */
export function normalizeWord(word: string): string {
  return normalizeHeader(word);
}

/** The template column a header names: the profile's mapping first, then the template's name and aliases. */
export function profileColumnForHeader(
  kind: IngestKind,
  header: SheetCell,
  profile: Pick<LenderFileProfileRules, 'columns'> | null,
): string | null {
  const text = cellText(header);
  if (!text) return null;
  const name = normalizeHeader(text);
  if (profile) {
    for (const [key, mapped] of Object.entries(profile.columns)) {
      if (normalizeHeader(mapped) === name && ingestColumns[kind].some((column) => column.key === key)) return key;
    }
  }
  const mappedAway = new Set(Object.keys(profile?.columns ?? {}));
  for (const column of ingestColumns[kind]) {
    // A column the profile maps to another header is not also read from its template name.
    if (mappedAway.has(column.key)) continue;
    if (normalizeHeader(column.key) === name) return column.key;
    if (column.aliases?.some((alias) => normalizeHeader(alias) === name)) return column.key;
  }
  return null;
}

/** Each header's template column, and the required columns no header names. */
export function mapHeaders(
  kind: IngestKind,
  headers: readonly SheetCell[],
  profile: Pick<LenderFileProfileRules, 'columns'> | null,
): { columns: (string | null)[]; missing: string[] } {
  const columns = headers.map((header) => profileColumnForHeader(kind, header, profile));
  const present = new Set(columns);
  const missing = ingestColumns[kind]
    .filter((column) => column.required && !present.has(column.key))
    .map((column) => column.key);
  return { columns, missing };
}

/** Template columns a profile may name, per kind: anything else in `columns` is refused. */
export function unknownProfileColumns(kind: IngestKind, columns: Record<string, string>): string[] {
  const keys = new Set(ingestColumns[kind].map((column) => column.key));
  return Object.keys(columns).filter((key) => !keys.has(key));
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const dayMonthNamePattern = /^(\d{1,2})[\s/.-]+([A-Za-z]{3,9})[\s/.,-]+(\d{2}|\d{4})$/;
const monthFirstPattern = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** A date text in the profile's style, rewritten as YYYY-MM-DD text for the row schema (which checks the date). */
function dateInStyle(text: string, style: ProfileDateStyle): string {
  if (style === 'dmon') {
    const found = dayMonthNamePattern.exec(text);
    const month = found ? months.indexOf(found[2]!.slice(0, 3).toLowerCase()) : -1;
    if (!found || month < 0) return text;
    const year = found[3]!.length === 2 ? 2000 + Number(found[3]) : Number(found[3]);
    return `${String(year)}-${pad(month + 1)}-${pad(Number(found[1]))}`;
  }
  if (style === 'mdy') {
    const found = monthFirstPattern.exec(text);
    if (!found) return text;
    return `${found[4]!}-${pad(Number(found[1]))}-${pad(Number(found[3]))}`;
  }
  return text;
}

const lakhSuffix = /\s*(?:l|lakh|lakhs|lac|lacs)\.?$/i;
const LAKH = 100_000;

/** An amount in lakh ('4.8 L', '₹ 4.8 lakh', 4.8) as rupees; anything else is left for the row schema to refuse. */
function amountInLakh(cell: SheetCell): SheetCell {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * LAKH * 100) / 100 : cell;
  if (typeof cell !== 'string') return cell;
  const text = cell.trim().replace(lakhSuffix, '');
  if (text === '') return cell;
  const lakhs = parseAmountCell(text);
  return lakhs === null || lakhs === undefined ? cell : Math.round(lakhs * LAKH * 100) / 100;
}

/** The Saakh status a lender's word means in this profile, if the profile names it. */
export function statusForWord(
  profile: Pick<LenderFileProfileRules, 'status_words'>,
  word: string,
): ApplicationStatus | undefined {
  const wanted = normalizeWord(word);
  return profile.status_words.find((entry) => normalizeWord(entry.word) === wanted)?.status;
}

/**
 * A cell as the row schema should see it, read through the profile: the lender's status word as Saakh's status, a
 * date in the lender's style as YYYY-MM-DD, an amount in lakh as rupees. Anything the profile does not cover is
 * handed on unchanged, so the row schema reports it on its row (an unknown status word is never dropped).
 */
export function cellThroughProfile(
  kind: IngestKind,
  column: string,
  cell: SheetCell,
  profile: LenderFileProfileRules,
): SheetCell {
  if (kind === 'status' && column === 'status' && typeof cell === 'string') {
    return statusForWord(profile, cell) ?? cell;
  }
  if (dateColumns[kind].includes(column) && typeof cell === 'string')
    return dateInStyle(cell.trim(), profile.date_style);
  if (amountColumns[kind].includes(column) && profile.amount_style === 'lakh') return amountInLakh(cell);
  return cell;
}

/** The status words a file's first rows hold that are neither Saakh statuses nor in the profile (the mapping step). */
export function unknownStatusWords(
  words: readonly (string | null)[],
  profile: Pick<LenderFileProfileRules, 'status_words'>,
): string[] {
  const known = new Set(applicationStatuses.map((status) => normalizeWord(status)));
  const unknown = new Map<string, string>();
  for (const word of words) {
    const text = word?.trim();
    if (!text || known.has(normalizeWord(text)) || statusForWord(profile, text)) continue;
    if (!unknown.has(normalizeWord(text))) unknown.set(normalizeWord(text), text);
  }
  return [...unknown.values()];
}

/** A preview of one cell read through the profile: the date or amount as Saakh reads it, or undefined if unreadable. */
export function previewCell(
  kind: IngestKind,
  column: string,
  cell: string | null,
  profile: LenderFileProfileRules,
): string | number | null | undefined {
  const read = cellThroughProfile(kind, column, cell, profile);
  if (dateColumns[kind].includes(column)) return parseDateCell(read);
  if (amountColumns[kind].includes(column)) return parseAmountCell(read);
  return cellText(read);
}
