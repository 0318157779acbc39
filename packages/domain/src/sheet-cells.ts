/**
 * Reading the cells of lenders' spreadsheets (status, MIS and commission files): one coercion per kind of value, so
 * that the API's import and the web's preview agree on what a cell means. Cells are never evaluated: a text that
 * looks like a formula stays text.
 */
import { z } from 'zod';
import { dayInIndia } from './date-ranges';
import type { MessageKey } from './messages';
import { roundPaise } from './money';

/** A cell as the readers hand it over: xlsx/xls give numbers, booleans and dates; csv gives text only. */
export type SheetCell = string | number | boolean | Date | null;
/**
 * What a row holds for a column: `undefined` when the file has no such column (lenders leave optional ones out) or
 * the record ends before it, which every reader below reads as an empty cell.
 */
export type SheetCellOrAbsent = SheetCell | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Excel's day 0 in the 1900 date system; counting from here absorbs Excel's phantom 29 February 1900. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** 9999-12-31, the last day Excel can show. */
const EXCEL_SERIAL_MAX = 2_958_465;
const YEAR_MIN = 1900;
const YEAR_MAX = 9999;

/** Header names are matched case-, space-, underscore-, hyphen- and dot-insensitively: 'Application ID' ≡ 'application_id'. */
export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}

/**
 * The cell as trimmed text; '' → null; integers without exponent or '.0' (1234567890123 → '1234567890123');
 * Dates → 'YYYY-MM-DD'; booleans 'TRUE'/'FALSE'. A leading = + - @ is KEPT as text (never stripped, never evaluated).
 */
export function cellText(cell: SheetCellOrAbsent): string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') {
    const text = cell.trim();
    return text === '' ? null : text;
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number') return numberText(cell);
  return dateFromDate(cell) ?? null;
}

/**
 * Numbers as a person reads them: account and application numbers stored as numbers must not turn into '1.23e+21'
 * or '1234.0', and a formula's binary noise (0.30000000000000004) is cut at Excel's 15 significant digits.
 */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  if (Number.isInteger(value)) return BigInt(value).toString();
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!text.includes('e')) return text;
  // Only magnitudes below 1e-6 reach here (every double of 1e21 or more is an integer).
  return rounded.toFixed(20).replace(/\.?0+$/, '');
}

const currencyPrefix = /^(?:₹|rs\.?|inr)\s*/i;
/** The '/-' Indian accounts write after a whole amount: 'Rs. 1,500/-'. */
const wholeAmountSuffix = /\s*\/-$/;
const amountPatterns = [
  /^\d+(?:\.\d+)?$/, // 150000.50
  /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, // 150,000.50
  /^\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d+)?$/, // 1,50,000.50
];

/**
 * Rupee amounts: numbers; text like '₹1,50,000.50', 'Rs. 1,500', 'INR 2,00,000', '1,50,000', ' 25000 ' (Indian lakh
 * grouping and western grouping both accepted); empty → null; anything else (letters, two decimal points, negative)
 * → undefined (invalid). Result rounded to paise. A negative number cell is refused like negative text, so that
 * a sign never depends on how the lender's software typed the cell.
 */
export function parseAmountCell(cell: SheetCellOrAbsent): number | null | undefined {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? roundPaise(cell) : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  if (text === '') return null;
  const digits = text.replace(currencyPrefix, '').replace(wholeAmountSuffix, '');
  if (!amountPatterns.some((pattern) => pattern.test(digits))) return undefined;
  const amount = Number(digits.replaceAll(',', ''));
  return Number.isFinite(amount) ? roundPaise(amount) : undefined;
}

const dmyPattern = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Dates → 'YYYY-MM-DD' (calendar date in Asia/Kolkata): Excel serial numbers (1..2958465, counted from Excel's epoch
 * 1899-12-30; the fractional part, a time of day, is ignored), Date objects (exceljs gives a date cell as UTC midnight
 * of its wall date, so UTC midnight means that date; any other instant is dated in India), text 'DD/MM/YYYY',
 * 'D/M/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', ISO 'YYYY-MM-DD', and ISO date-times with or without offset
 * ('2026-03-05T20:00:00Z' → '2026-03-06', 01:30 next day in India; no offset = wall time in India). Impossible dates
 * (31/02/2026), years outside 1900–9999 and other shapes → undefined; empty → null.
 */
export function parseDateCell(cell: SheetCellOrAbsent): string | null | undefined {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return dateFromSerial(cell);
  if (typeof cell === 'boolean') return undefined;
  if (cell instanceof Date) return dateFromDate(cell);
  const text = cell.trim();
  if (text === '') return null;
  return dateFromText(text);
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The Date a reader hands over for a spreadsheet date whose wall-clock time (a time zone-less serial) sits in the
 * UTC fields of `wallClockMs`, as exceljs and SheetJS give it. A plain date stays at UTC midnight, which
 * parseDateCell reads as that date; a date with a time becomes the instant of that wall-clock time in India, which
 * parseDateCell dates in India: either way the calendar date is the one the sheet shows (20:00 on 5 March stays
 * 5 March instead of becoming 6 March, 01:30 in India).
 */
export function wallClockDate(wallClockMs: number): Date {
  return new Date(wallClockMs % DAY_MS === 0 ? wallClockMs : wallClockMs - IST_OFFSET_MS);
}

function dateFromSerial(serial: number): string | undefined {
  if (!(serial >= 1 && serial < EXCEL_SERIAL_MAX + 1)) return undefined;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

function dateFromDate(date: Date): string | undefined {
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const day = time % DAY_MS === 0 ? date.toISOString().slice(0, 10) : dayInIndia(date);
  return inYearRange(day) ? day : undefined;
}

function dateFromText(text: string): string | undefined {
  const dmy = dmyPattern.exec(text);
  if (dmy) return calendarDate(Number(dmy[4]), Number(dmy[3]), Number(dmy[1]));
  const iso = isoDatePattern.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dateTime = isoDateTimePattern.exec(text);
  if (!dateTime) return undefined;
  const [, year, month, day, hour, minute, second = '0', offset] = dateTime;
  const wallDate = calendarDate(Number(year), Number(month), Number(day));
  if (!wallDate || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (offset === undefined) return wallDate;
  const offsetMinutes = parseOffset(offset);
  if (offsetMinutes === undefined) return undefined;
  const wallMs = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const indianDay = dayInIndia(new Date(wallMs - offsetMinutes * 60_000));
  return inYearRange(indianDay) ? indianDay : undefined;
}

/** 'Z' → 0, '+05:30' / '+0530' / '+05' → 330; offsets beyond ±14:00 (none exists) → undefined. */
function parseOffset(offset: string): number | undefined {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (minutes > 59 || hours * 60 + minutes > 14 * 60) return undefined;
  return sign * (hours * 60 + minutes);
}

function calendarDate(year: number, month: number, day: number): string | undefined {
  if (year < YEAR_MIN || year > YEAR_MAX || month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function inYearRange(isoDay: string): boolean {
  const year = Number(isoDay.slice(0, 4));
  return /^\d{4}-/.test(isoDay) && year >= YEAR_MIN && year <= YEAR_MAX;
}

// ---------- zod helpers for row schemas ----------

/**
 * A cell as a row schema receives it; undefined stands for a column the file does not have or the row does not reach
 * (a short CSV record) and reads as an empty cell.
 */
const sheetCellInput = z
  .custom<SheetCell>(
    (value) =>
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      value instanceof Date,
    { error: 'invalidValue' satisfies MessageKey },
  )
  .optional();

/** Optional amount: null when empty; 'invalidAmount' when it cannot be read or is negative. */
export const amountCell: z.ZodType<number | null> = sheetCellInput.transform((cell, ctx) => {
  const amount = parseAmountCell(cell);
  if (amount === undefined || (amount !== null && amount < 0)) {
    ctx.addIssue({ code: 'custom', message: 'invalidAmount' satisfies MessageKey, input: cell });
    return z.NEVER;
  }
  return amount;
});

/** Optional date as 'YYYY-MM-DD': null when empty; 'invalidDate' when it cannot be read. */
export const dateCell: z.ZodType<string | null> = sheetCellInput.transform((cell, ctx) => {
  const date = parseDateCell(cell);
  if (date === undefined) {
    ctx.addIssue({ code: 'custom', message: 'invalidDate' satisfies MessageKey, input: cell });
    return z.NEVER;
  }
  return date;
});

/**
 * Optional trimmed text: null when empty; longer than `max` characters (code points, as PostgreSQL counts them) →
 * 'textTooLong'; a NUL byte, which PostgreSQL text cannot store → 'invalidValue'.
 */
export function textCell(max: number): z.ZodType<string | null> {
  return sheetCellInput.transform((cell, ctx) => {
    const text = cellText(cell);
    if (text === null) return null;
    if (text.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', message: 'invalidValue' satisfies MessageKey, input: cell });
      return z.NEVER;
    }
    if ([...text].length > max) {
      ctx.addIssue({ code: 'custom', message: 'textTooLong' satisfies MessageKey, input: cell, params: { max } });
      return z.NEVER;
    }
    return text;
  });
}
