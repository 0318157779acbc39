// @ts-check
/** The sandbox lender's own rules (decision 044): what an application must look like, and how it is decided. */
import { randomBytes } from 'node:crypto';
import { isPlainObject } from './http.mjs';

/** Below this monthly income (rupees) an application is declined `LOW_INCOME`. */
export const MIN_MONTHLY_INCOME = 15_000;
/** Above this amount (rupees, ₹10 lakh) an application needs income proof. */
export const DOCS_REQUIRED_ABOVE = 1_000_000;
export const MIN_AGE = 21;
export const MAX_AGE = 60;

/** Crockford's base32 alphabet: no I, L, O or U, so a reference read aloud is not misheard. */
const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new application reference: `SBX-` and 8 characters of `REF_ALPHABET`. */
export function newApplicationRef() {
  const bytes = randomBytes(8);
  let ref = 'SBX-';
  for (const byte of bytes) ref += REF_ALPHABET[byte % 32];
  return ref;
}

const MOBILE = /^[6-9]\d{9}$/;
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PINCODE = /^[1-9]\d{5}$/;

/** @param {unknown} value @param {number} max */
const isText = (value, max) => typeof value === 'string' && value.trim() !== '' && value.length <= max;
/** @param {unknown} value */
const isPositiveInteger = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** @param {string} value whether a YYYY-MM-DD string names a day of the calendar */
export function isCalendarDate(value) {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Each field's checks: `required` when absent or null, else whether the value is acceptable.
 * @type {Record<string, (value: unknown) => boolean>}
 */
const APPLICANT_FIELDS = {
  name: (value) => isText(value, 100),
  mobile: (value) => typeof value === 'string' && MOBILE.test(value),
  pan: (value) => typeof value === 'string' && PAN.test(value),
  date_of_birth: (value) => typeof value === 'string' && isCalendarDate(value),
  monthly_income: isPositiveInteger,
  employment: (value) => isText(value, 50),
  pincode: (value) => typeof value === 'string' && PINCODE.test(value),
};

/** @type {Record<string, (value: unknown) => boolean>} */
const LOAN_FIELDS = {
  amount: isPositiveInteger,
  tenure_months: (value) => isPositiveInteger(value) && /** @type {number} */ (value) <= 480,
  product: (value) => isText(value, 50),
};

/**
 * What is wrong with an application's body, by field path (`applicant.pan`: `invalid`, `loan.amount`: `required`);
 * empty when it is acceptable. Fields the sandbox does not know are ignored, as a lender's API would.
 * @param {unknown} body
 * @returns {Record<string, 'required' | 'invalid'>}
 */
export function applicationProblems(body) {
  /** @type {Record<string, 'required' | 'invalid'>} */
  const fields = {};
  const input = isPlainObject(body) ? body : {};
  if (input.partner_reference === undefined || input.partner_reference === null) fields.partner_reference = 'required';
  else if (!isText(input.partner_reference, 64)) fields.partner_reference = 'invalid';
  for (const [group, checks] of /** @type {const} */ ([
    ['applicant', APPLICANT_FIELDS],
    ['loan', LOAN_FIELDS],
  ])) {
    const value = input[group];
    if (value === undefined || value === null) {
      fields[group] = 'required';
      continue;
    }
    if (!isPlainObject(value)) {
      fields[group] = 'invalid';
      continue;
    }
    for (const [name, check] of Object.entries(checks)) {
      const field = value[name];
      if (field === undefined || field === null) fields[`${group}.${name}`] = 'required';
      else if (!check(field)) fields[`${group}.${name}`] = 'invalid';
    }
  }
  return fields;
}

/** India's offset from UTC: a birthday turns at midnight in India. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * Age in whole years on the day `atMs` falls on in India.
 * @param {string} dateOfBirth YYYY-MM-DD
 * @param {number} atMs
 */
export function ageOn(dateOfBirth, atMs) {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const today = new Date(atMs + IST_OFFSET_MS);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/**
 * @typedef {{ status: 'DECLINED' | 'DOCS_REQUIRED' | 'SANCTIONED', reason_code: string | null }} Decision
 */

/**
 * The decision on an application at `atMs`: declined for income, age or PAN (in that order), income proof asked
 * for above ₹10 lakh, else sanctioned.
 * @param {{ applicant: { monthly_income: number, date_of_birth: string, pan: string }, loan: { amount: number } }} application
 * @param {number} atMs
 * @returns {Decision}
 */
export function decide(application, atMs) {
  const { applicant, loan } = application;
  if (applicant.monthly_income < MIN_MONTHLY_INCOME) return { status: 'DECLINED', reason_code: 'LOW_INCOME' };
  const age = ageOn(applicant.date_of_birth, atMs);
  if (age < MIN_AGE || age > MAX_AGE) return { status: 'DECLINED', reason_code: 'AGE_CRITERIA' };
  if (applicant.pan[3] !== 'P') return { status: 'DECLINED', reason_code: 'PAN_INVALID' };
  if (loan.amount > DOCS_REQUIRED_ABOVE) return { status: 'DOCS_REQUIRED', reason_code: 'INCOME_PROOF' };
  return { status: 'SANCTIONED', reason_code: null };
}
