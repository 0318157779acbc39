/**
 * One change of the audit log in words (issue 33): a sentence naming who did what to which record, and the fields it
 * changed with their old and new values formatted for people (₹ with Indian grouping, dates, Yes/No, labels for
 * states), ids replaced by the names the API resolved. Raw keys and JSON never reach the screen.
 */
import type { TFunction } from 'i18next';
import { auditNameKey, auditReferenceKind, parseAuditValue, type AuditRow } from '@saakh/domain/audit';
import { formatRupees } from '@saakh/domain/money';
import { formatDate, formatDateTime } from '@/lib/format';

export type ChangeDetail = { label: string; old: string | null; new: string | null };
export type DescribedChange = { sentence: string; details: ChangeDetail[] };

/** Fields and keys that hold rupees. */
const moneyKeys = new Set([
  'amount',
  'annual_fee',
  'min_income',
  'max_income',
  'min_amount',
  'loan_amount_upto',
  'so_processing_fee',
  'disbursed_amount',
  'flat_fee',
  'revenue_flat_fee',
  'gst',
  'tds',
  'net',
  'gross',
]);

/** Fields stored as 0/1 (or true/false) that read as Yes/No. */
const flagKeys = new Set([
  'salaried',
  'self_employed',
  'business',
  'lender_status',
  'so_status',
  'autosubmission',
  'api',
  'secured',
  'enabled',
  'attachment',
  'skip_errors',
  'self_billing',
]);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A code such as a status or a channel: looked up among the value labels. */
const codePattern = /^[a-z][a-z0-9_]*$/;

/** "so_date_start" → "So date start", "partnerUserId" → "Partner user id": a readable label for a field we did not name. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.#-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

type Context = { t: TFunction; language: string; row: AuditRow };

export function fieldLabel(field: string, { t }: Pick<Context, 't'>): string {
  const revenue = /^revenue#(\d+)$/.exec(field);
  if (revenue) return t('audit.fieldPatterns.revenue', { id: revenue[1] });
  const connector = /^connector\.(.+)$/.exec(field);
  if (connector?.[1]) return t('audit.fieldPatterns.connector', { name: fieldLabel(connector[1], { t }) });
  // A field the history names itself, else the label its edit screen gives it, else the field in words.
  if (!/^[A-Za-z0-9_]+$/.test(field)) return humanise(field);
  return t([`audit.fields.${field}`, `lenderEdit.fields.${field}`], { defaultValue: humanise(field) });
}

function formatScalar(key: string | null, value: string | number | boolean, context: Context): string {
  const { t, language, row } = context;
  const kind = key ? auditReferenceKind(key) : undefined;
  if (kind && (typeof value === 'number' || /^\d+$/.test(String(value)))) {
    return row.names[auditNameKey(kind, String(value))] ?? t('audit.record', { id: value });
  }
  if (typeof value === 'boolean' || value === 'true' || value === 'false') {
    return t(value === true || value === 'true' ? 'audit.yes' : 'audit.no');
  }
  if (key && flagKeys.has(key) && ['0', '1'].includes(String(value))) {
    return t(String(value) === '1' ? 'audit.yes' : 'audit.no');
  }
  if (key && moneyKeys.has(key) && value !== '' && Number.isFinite(Number(value))) return formatRupees(value);
  if (typeof value === 'string') {
    if (dayPattern.test(value)) return formatDate(value, language);
    if (instantPattern.test(value)) return formatDateTime(value, language);
    // A code read by its field first (a rejection's `other` is not a grievance's), then among all values.
    if (codePattern.test(value)) {
      const keys = key ? [`audit.valuesByField.${key}.${value}`, `audit.values.${value}`] : [`audit.values.${value}`];
      return t(keys, { defaultValue: value });
    }
  }
  return String(value);
}

/** A value of any shape as one line of text: lists joined, nested records as "Label: value". */
function formatValue(key: string | null, value: unknown, context: Context): string {
  if (value === null || value === undefined || value === '') return context.t('audit.none');
  if (Array.isArray(value)) {
    return value.length === 0
      ? context.t('audit.none')
      : value.map((item) => formatValue(key, item, context)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([inner, innerValue]) => `${fieldLabel(inner, context)}: ${formatValue(inner, innerValue, context)}`)
      .join('; ');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return formatScalar(key, value, context);
  }
  return context.t('audit.none');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The changed fields: one line for a plain value, one per key when the value is a record (a creation's fields). */
function detailsOf(context: Context): ChangeDetail[] {
  const { row } = context;
  const before = parseAuditValue(row.old_value);
  const after = parseAuditValue(row.new_value);
  const shown = (key: string | null, value: unknown) =>
    value === undefined || value === null ? null : formatValue(key, value, context);
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    const label = row.field ? fieldLabel(row.field, context) : '';
    return [{ label, old: shown(row.field, before), new: shown(row.field, after) }];
  }
  const details: ChangeDetail[] = [];
  // A plain value beside a record (a status that became {status, reason}) is the field's own old or new value.
  if (!isRecord(before) && before !== null) {
    details.push({ label: row.field ? fieldLabel(row.field, context) : '', old: shown(row.field, before), new: null });
  }
  if (!isRecord(after) && after !== null) {
    details.push({ label: row.field ? fieldLabel(row.field, context) : '', old: null, new: shown(row.field, after) });
  }
  const oldRecord = isRecord(before) ? before : {};
  const newRecord = isRecord(after) ? after : {};
  for (const key of new Set([...Object.keys(oldRecord), ...Object.keys(newRecord)])) {
    const oldValue = shown(key, oldRecord[key]);
    const newValue = shown(key, newRecord[key]);
    if (oldValue === newValue && isRecord(before) && isRecord(after)) continue;
    details.push({ label: fieldLabel(key, context), old: oldValue, new: newValue });
  }
  return details;
}

export function describeChange(
  row: AuditRow,
  entityId: number | string,
  t: TFunction,
  language: string,
): DescribedChange {
  const context: Context = { t, language, row };
  const named = row.actor_name ?? t(`audit.actors.${row.actor_kind}`, { id: row.actor_id ?? '—', defaultValue: '—' });
  const actor = row.masquerade_admin_id !== null ? t('audit.asPartner', { name: named }) : named;
  const record = row.record_name ?? t('audit.record', { id: entityId });
  const field = row.field ? fieldLabel(row.field, context) : '';
  const action = row.action.replaceAll('.', '_');
  const sentence = t(`audit.sentences.${action}`, {
    actor,
    record,
    field,
    defaultValue: `${actor}: ${humanise(row.action)} ${record}`,
  });
  return { sentence, details: detailsOf(context) };
}
