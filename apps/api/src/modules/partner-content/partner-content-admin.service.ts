/**
 * Admins write the partners' selling material on /admin/partner-content (role 1): FAQs, message texts, banners and
 * training files, English and Hindi side by side. Every change is audited with what it was and what it became.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Page } from '@saakh/domain/lists';
import {
  bannerFieldsSchema,
  trainingFieldsSchema,
  trainingFileTypes,
  trainingKindOf,
  type Banner,
  type BannerFields,
  type BannerListQuery,
  type Faq,
  type FaqInput,
  type FaqListQuery,
  type MessageText,
  type MessageTextInput,
  type MessageTextListQuery,
  type TrainingFile,
  type TrainingKind,
  type TrainingListQuery,
} from '@saakh/domain/partner-content';
import type { AuditAction } from '@saakh/domain/audit';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { detectImage } from '../../lib/uploads/images';
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { bannerSize } from './banner-image';
import * as repo from './partner-content.repository';

type Db = Pick<Deps, 'db'>;
const iso = (value: Date) => value.toISOString();
const notFound = () => new AppError('not_found', 'notFound');

async function audit(
  tx: Executor,
  session: Session,
  action: AuditAction,
  entity: string,
  id: number,
  oldValue: unknown,
  newValue: unknown,
) {
  await recordAudit(tx, session, [{ action, entity, entityId: id, oldValue, newValue }]);
}

// ---------- FAQs ----------

const toFaq = (row: NonNullable<Awaited<ReturnType<typeof repo.findFaq>>>): Faq => ({
  ...row,
  updated_at: iso(row.updated_at),
});

export async function listFaqs(deps: Db, query: FaqListQuery): Promise<Page<Faq>> {
  const page = await repo.listFaqs(deps.db, query);
  return { ...page, items: page.items.map(toFaq) };
}

const faqValues = (input: FaqInput) => ({
  audience: input.audience,
  question_en: input.question_en,
  question_hi: input.question_hi ?? null,
  answer_en: input.answer_en,
  answer_hi: input.answer_hi ?? null,
  sort_order: input.sort_order,
});

export async function createFaq(deps: Db, session: Session, input: FaqInput): Promise<Faq> {
  return deps.db.transaction(async (tx) => {
    const values = faqValues(input);
    const id = await repo.insertFaq(tx, { ...values, created_by: session.subjectId });
    await audit(tx, session, 'partner_faq.create', 'partner_faq', id, null, values);
    const row = await repo.findFaq(tx, id);
    if (!row) throw notFound();
    return toFaq(row);
  });
}

export async function updateFaq(deps: Db, session: Session, id: number, input: FaqInput): Promise<Faq> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findFaq(tx, id);
    if (!before) throw notFound();
    const values = faqValues(input);
    await repo.updateFaq(tx, id, values);
    const { updated_at: _, id: __, ...old } = before;
    await audit(tx, session, 'partner_faq.update', 'partner_faq', id, old, values);
    const row = await repo.findFaq(tx, id);
    if (!row) throw notFound();
    return toFaq(row);
  });
}

export async function deleteFaq(deps: Db, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findFaq(tx, id);
    if (!before || !(await repo.deleteFaq(tx, id))) throw notFound();
    await audit(tx, session, 'partner_faq.delete', 'partner_faq', id, before, null);
  });
}

// ---------- message texts ----------

const toText = (row: NonNullable<Awaited<ReturnType<typeof repo.findText>>>): MessageText => ({
  ...row,
  updated_at: iso(row.updated_at),
});

export async function listTexts(deps: Db, query: MessageTextListQuery): Promise<Page<MessageText>> {
  const page = await repo.listTexts(deps.db, query);
  return { ...page, items: page.items.map(toText) };
}

export async function createText(deps: Db, session: Session, input: MessageTextInput): Promise<MessageText> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertText(tx, { ...input, created_by: session.subjectId });
    await audit(tx, session, 'partner_message_text.create', 'partner_message_text', id, null, input);
    const row = await repo.findText(tx, id);
    if (!row) throw notFound();
    return toText(row);
  });
}

export async function updateText(
  deps: Db,
  session: Session,
  id: number,
  input: MessageTextInput,
): Promise<MessageText> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findText(tx, id);
    if (!before) throw notFound();
    await repo.updateText(tx, id, input);
    const { updated_at: _, id: __, ...old } = before;
    await audit(tx, session, 'partner_message_text.update', 'partner_message_text', id, old, input);
    const row = await repo.findText(tx, id);
    if (!row) throw notFound();
    return toText(row);
  });
}

export async function deleteText(deps: Db, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findText(tx, id);
    if (!before || !(await repo.deleteText(tx, id))) throw notFound();
    await audit(tx, session, 'partner_message_text.delete', 'partner_message_text', id, before, null);
  });
}

// ---------- banners ----------

const toBanner = (row: NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>): Banner => ({
  ...row,
  updated_at: iso(row.updated_at),
});

export async function listBanners(deps: Db, query: BannerListQuery): Promise<Page<Banner>> {
  const page = await repo.listBanners(deps.db, query);
  return { ...page, items: page.items.map(toBanner) };
}

/** The fields of a multipart upload, checked by the domain schema (422 per field). */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    (errors[field] ??= []).push(issue.message);
  }
  throw new AppError('validation', 'validationFailed', { errors });
}

export type UploadedContent = { filename: string; content: Buffer; truncated: boolean };

const bannerInvalid = () =>
  new AppError('validation', 'contentBannerInvalid', { errors: { image_name: ['contentBannerInvalid'] } });

/** A new banner: its fields checked, then the image by name, first bytes and size, then stored and recorded. */
export async function createBanner(
  deps: Pick<Deps, 'db' | 'storage'>,
  session: Session,
  fields: Record<string, string>,
  file: UploadedContent | null,
): Promise<Banner> {
  const input: BannerFields = parseFields(bannerFieldsSchema, fields);
  if (!file || file.content.length === 0) throw fieldError('image_name', 'noFileSelected');
  if (file.truncated) throw bannerInvalid();
  const image = detectImage(file.filename, file.content);
  if (!image || image.ext === 'gif') throw bannerInvalid();
  const size = await bannerSize(file.content);
  if (!size) throw bannerInvalid();
  const stored = await deps.storage.put(
    `images/partner-banners/${randomUUID()}.${image.ext}`,
    file.content,
    image.mime,
  );
  return deps.db.transaction(async (tx) => {
    const values = { ...input, file_url: stored.url, content_type: image.mime, ...size };
    const id = await repo.insertBanner(tx, { ...values, image: file.content, created_by: session.subjectId });
    await audit(tx, session, 'partner_banner.create', 'partner_banner', id, null, values);
    const row = await repo.findBanner(tx, id);
    if (!row) throw notFound();
    return toBanner(row);
  });
}

export async function updateBanner(deps: Db, session: Session, id: number, input: BannerFields): Promise<Banner> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id);
    if (!before) throw notFound();
    await repo.updateBanner(tx, id, input);
    const old = {
      product: before.product,
      title_en: before.title_en,
      title_hi: before.title_hi,
      sort_order: before.sort_order,
    };
    await audit(tx, session, 'partner_banner.update', 'partner_banner', id, old, input);
    const row = await repo.findBanner(tx, id);
    if (!row) throw notFound();
    return toBanner(row);
  });
}

export async function deleteBanner(deps: Db, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id);
    if (!before || !(await repo.deleteBanner(tx, id))) throw notFound();
    await audit(tx, session, 'partner_banner.delete', 'partner_banner', id, before, null);
  });
}

// ---------- training files ----------

const toTraining = (row: NonNullable<Awaited<ReturnType<typeof repo.findTrainingFile>>>): TrainingFile => ({
  ...row,
  created_at: iso(row.created_at),
});

export async function listTrainingFiles(deps: Db, query: TrainingListQuery): Promise<Page<TrainingFile>> {
  const page = await repo.listTrainingFiles(deps.db, query);
  return { ...page, items: page.items.map(toTraining) };
}

/** Whether a file's first bytes are what its kind says: an MP4's ftyp box, a PPTX's zip header, a PDF's header. */
function contentMatches(kind: TrainingKind, content: Buffer): boolean {
  if (kind === 'video') return content.subarray(4, 8).toString('latin1') === 'ftyp';
  if (kind === 'deck') return content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}

const trainingInvalid = () =>
  new AppError('validation', 'contentTrainingFileInvalid', { errors: { image_name: ['contentTrainingFileInvalid'] } });

/** A safe file name to keep beside the stored file: letters, digits, dots, dashes. */
function cleanName(filename: string): string {
  return (
    filename
      .split(/[\\/]/)
      .pop()!
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .slice(-120) || 'file'
  );
}

export async function createTrainingFile(
  deps: Pick<Deps, 'db' | 'storage'>,
  session: Session,
  fields: Record<string, string>,
  file: UploadedContent | null,
): Promise<TrainingFile> {
  const input = parseFields(trainingFieldsSchema, fields);
  if (!file || file.content.length === 0) throw fieldError('image_name', 'noFileSelected');
  const kind = trainingKindOf(file.filename);
  if (!kind || file.truncated) throw trainingInvalid();
  const type = trainingFileTypes[kind];
  if (file.content.length > type.maxBytes || !contentMatches(kind, file.content)) throw trainingInvalid();
  if (!(await repo.lenderExists(deps.db, input.lender_id))) throw fieldError('lender_id', 'contentLenderUnknown');
  const fileName = cleanName(file.filename);
  const stored = await deps.storage.put(
    `training/${input.lender_id}/${randomUUID()}${type.extension}`,
    file.content,
    type.mime,
  );
  return deps.db.transaction(async (tx) => {
    const values = {
      lender_id: input.lender_id,
      kind,
      title_en: input.title_en,
      title_hi: input.title_hi,
      file_url: stored.url,
      file_name: fileName,
      size_bytes: file.content.length,
    };
    const id = await repo.insertTrainingFile(tx, { ...values, created_by: session.subjectId });
    await audit(tx, session, 'partner_training_file.create', 'partner_training_file', id, null, values);
    const row = await repo.findTrainingFile(tx, id);
    if (!row) throw notFound();
    return toTraining(row);
  });
}

export async function deleteTrainingFile(deps: Db, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findTrainingFile(tx, id);
    if (!before || !(await repo.deleteTrainingFile(tx, id))) throw notFound();
    await audit(tx, session, 'partner_training_file.delete', 'partner_training_file', id, before, null);
  });
}
