/**
 * Lender files end to end (DESIGN §7, decision 009): an upload is guarded and stored at once; a job checks every row
 * (the preview) and stages what an apply would write, with progress; another job applies the staged rows in one
 * transaction, or nothing, only when an admin says so.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Locale } from '@saakh/domain/i18n';
import {
  INGEST_MAX_KEPT_ERRORS,
  INGEST_ROW_CAP,
  INGEST_SAMPLE_ROWS,
  formatRowProblem,
  ingestOutcomes,
  type ApplyIngestInput,
  type FoundColumns,
  type IngestFile,
  type IngestFileRecord,
  type IngestKind,
  type IngestSample,
  type RowProblem,
} from '@saakh/domain/ingestion';
import {
  mapHeaders,
  type IngestFileMappingInput,
  type LenderFileProfileRules,
} from '@saakh/domain/lender-file-profiles';
import type { Page } from '@saakh/domain/lists';
import { cellText } from '@saakh/domain/sheet-cells';
import { translate } from '@saakh/domain/messages';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { PersonalValues } from '../../db/personal-data';
import { mapList } from '../../db/lists';
import { AppError } from '../../lib/app-error';
import { readLenderFile, type InvalidRow } from '../../lib/ingest/engine';
import {
  IngestFileError,
  checkSheetFile,
  defaultGuardLimits,
  formatFromName,
  type SheetFormat,
} from '../../lib/ingest/file-guard';
import { readSheet } from '../../lib/ingest/sheet-reader';
import { defineJob } from '../../lib/jobs/jobs';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { commissionKind } from './commission.kind';
import { assertLender, profileAliases, profileRules, storeProfile } from './file-profiles.service';
import * as commissionRepo from './commission-file.repository';
import { ApplicationsChangedError, assertMayUse, type Classified, type KindHandler, type PassState } from './kind';
import { misKind } from './mis.kind';
import * as misRepo from './mis.repository';
import { applyCountingDays } from '../reporting/rollup.service';
import * as repo from './lender-files.repository';
import { statusFileKind } from './status-file.kind';

const handlers: { [K in IngestKind]: KindHandler<K> } = {
  status: statusFileKind,
  mis: misKind,
  commission: commissionKind,
};

// ---------- reading answers ----------

/** Fills a message's {name} places with the facts that go with it. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A failure is kept as `key` or `key|{"param":…}` (e.g. the missing columns). */
function failureText(failure: string | null, locale: Locale): string | null {
  if (!failure) return null;
  const at = failure.indexOf('|');
  if (at < 0) return translate(failure, locale);
  return fill(translate(failure.slice(0, at), locale), JSON.parse(failure.slice(at + 1)) as Record<string, string>);
}

function renderProblems(problems: RowProblem[], locale: Locale): string[] {
  return problems.map((problem) => formatRowProblem(problem, translate(problem.message, locale)));
}

function toIngestFile(row: repo.IngestFileWithNames, locale: Locale, found: FoundColumns | null): IngestFile {
  return {
    id: row.id,
    kind: row.kind,
    lender_id: row.lender_id,
    found,
    file_name: row.file_name,
    status: row.status,
    stage: row.stage,
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    uploaded_by: row.uploadedByName,
    rows_read: row.rows_read,
    rows_total: row.rows_total,
    bytes_read: row.bytes_read,
    rows_updated: row.rows_updated,
    error_count: row.error_count,
    errors: renderProblems(row.problems, locale),
    unknown_columns: row.unknown_columns,
    outcomes: row.outcomes,
    samples: row.samples,
    duplicate_of: row.duplicate
      ? { id: row.duplicate.id, file_name: row.duplicate.file_name, created_at: row.duplicate.created_at.toISOString() }
      : null,
    skip_errors: row.skip_errors,
    failure: failureText(row.failure, locale),
    applied_at: row.applied_at?.toISOString() ?? null,
  };
}

function toRecord(row: repo.IngestFileSummary, locale: Locale): IngestFileRecord {
  const lines = [failureText(row.failure, locale), ...renderProblems(row.problems, locale)].filter(
    (line): line is string => line !== null,
  );
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    file_name: row.file_name,
    status: row.status,
    stage: row.stage,
    rows_updated: row.rows_updated,
    errors: lines.length > 0 ? lines.join('\n') : null,
    error_count: row.error_count,
  };
}

async function fileFor(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<repo.IngestFileWithNames> {
  const file = await repo.findFile(deps.db, id);
  if (!file) throw new AppError('not_found', 'notFound');
  assertMayUse(session, file.kind);
  return file;
}

export async function getFile(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  locale: Locale,
): Promise<IngestFile> {
  const file = await fileFor(deps, session, id);
  const found = needsMapping(file) ? await sniffStored(deps, file) : null;
  return toIngestFile(file, locale, found);
}

export async function listFiles(
  deps: Pick<Deps, 'db'>,
  session: Session,
  kind: IngestKind,
  query: { page?: number; pageSize?: number; sort: string },
  locale: Locale,
): Promise<IngestFileRecord[] | Page<IngestFileRecord>> {
  assertMayUse(session, kind);
  return mapList(await repo.listFiles(deps.db, kind, query), (row) => toRecord(row, locale));
}

// ---------- what a file's columns are (decision 046) ----------

const NEEDS_MAPPING = 'needsMapping';
/** Whether a file waits for its columns to be mapped (its failure is `needsMapping|{"columns":…}`). */
const needsMapping = (file: { failure: string | null }) => file.failure?.split('|')[0] === NEEDS_MAPPING;
/** Rows of a file the mapping step shows, below its header. */
const SNIFF_ROWS = 5;

/** The header and first rows of a file, as text, and the required columns the header (through the profile) misses. */
async function sniff(
  target: string,
  format: SheetFormat,
  kind: IngestKind,
  profile: LenderFileProfileRules | null,
): Promise<FoundColumns> {
  let header: (string | null)[] | null = null;
  const rows: (string | null)[][] = [];
  let missing: string[] = [];
  for await (const { cells } of readSheet(target, format, { maxRows: INGEST_ROW_CAP + 1 })) {
    const texts = cells.map((cell) => cellText(cell));
    if (!header) {
      header = texts;
      missing = mapHeaders(kind, cells, profile).missing;
      continue;
    }
    rows.push(header.map((_, index) => texts[index] ?? null));
    if (rows.length >= SNIFF_ROWS) break;
  }
  if (!header) throw new IngestFileError('noHeaderRow');
  return { headers: header.map((text, index) => text ?? `#${String(index + 1)}`), rows, missing };
}

/** The stored file's header and first rows, read back (the file waits for its mapping with its bytes kept). */
async function sniffStored(
  deps: Pick<Deps, 'db'>,
  file: repo.IngestFileWithNames,
  profile?: LenderFileProfileRules | null,
): Promise<FoundColumns> {
  const target = tempPath(`${file.id}-${randomBytes(4).toString('hex')}`, file.file_name);
  try {
    await pipeline(Readable.from(repo.readChunks(deps.db, file.id)), fs.createWriteStream(target, { mode: 0o600 }));
    const rules = profile === undefined ? await profileRules(deps.db, file.lender_id, file.kind) : profile;
    return await sniff(target, file.format, file.kind, rules);
  } finally {
    await fs.promises.rm(target, { force: true });
  }
}

/**
 * The mapping step (decision 046): saves the lender's profile from what the admin mapped (audited) and checks the
 * file through it. Refused while the mapping still leaves a required column out.
 */
export async function mapFileColumns(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  input: IngestFileMappingInput,
  locale: Locale,
): Promise<IngestFile> {
  const { lender_id: lenderId, ...rules } = input;
  const file = await fileFor(deps, session, id);
  if (!needsMapping(file)) throw new AppError('conflict', 'fileNeedsNoMapping');
  await assertLender(deps.db, lenderId);
  const found = await sniffStored(deps, file, rules);
  if (found.missing.length > 0) {
    const text = fill(translate('missingColumns', locale), { columns: found.missing.join(', ') });
    throw new AppError('validation', text, { errors: { columns: [text] } });
  }
  await deps.db.transaction(async (tx) => {
    await storeProfile(tx, session, lenderId, file.kind, rules);
    const moved = await repo.moveStage(tx, id, ['checking'], {
      lender_id: lenderId,
      status: 'processing',
      failure: null,
    });
    if (!moved) throw new AppError('conflict', 'fileNeedsNoMapping');
    await recordAudit(tx, session, [
      { action: 'lender_file.mapping', entity: 'lender_file', entityId: id, field: 'lender_id', newValue: lenderId },
    ]);
    await deps.jobs.enqueue(tx, lenderFileJob, { fileId: id, mode: 'preview' }, { key: `lender-file:${id}:mapped` });
  });
  return getFile(deps, session, id, locale);
}

// ---------- upload ----------

/** Stored in chunks of this size: memory holds one while a file is stored or read back. */
const CHUNK_BYTES = 1024 * 1024;

export type IncomingFile = { filename: string; stream: Readable; truncated: () => boolean };

function tempPath(id: string, fileName: string): string {
  return path.join(os.tmpdir(), `saakh-ingest-${id}${path.extname(fileName).toLowerCase()}`);
}

/** Streams the upload to a private temporary file, hashing it on the way. */
async function receiveToDisk(file: IncomingFile, target: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(
    file.stream,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    fs.createWriteStream(target, { mode: 0o600 }),
  );
  return hash.digest('hex');
}

/** A refused file's answer: the reason in the asker's language, with its facts ({ext}, {max}) filled in. */
function refusal(error: IngestFileError, locale: Locale): AppError {
  const status = error.code === 'fileTooLarge' ? 'payload_too_large' : 'validation';
  const text = fill(translate(error.code, locale), error.params);
  return new AppError(status, text, { errors: { image_name: [text] } });
}

export async function receiveFile(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  session: Session,
  kind: IngestKind,
  file: IncomingFile,
  locale: Locale,
  lenderId: number | null = null,
): Promise<IngestFile> {
  assertMayUse(session, kind);
  if (lenderId !== null) {
    try {
      await assertLender(deps.db, lenderId);
    } catch (error) {
      file.stream.resume();
      throw error;
    }
  }
  let format;
  try {
    format = formatFromName(file.filename);
  } catch (error) {
    file.stream.resume();
    if (error instanceof IngestFileError) throw refusal(error, locale);
    throw error;
  }
  const target = tempPath(randomBytes(8).toString('hex'), file.filename);
  try {
    const sha256 = await receiveToDisk(file, target);
    if (file.truncated()) throw refusal(new IngestFileError('fileTooLarge'), locale);
    await checkSheetFile(target, file.filename, { ...defaultGuardLimits, maxBytes: deps.config.ingest.maxBytes });
    const { size } = await fs.promises.stat(target);
    // Headers that are neither the template's nor the lender's profile's wait for the admin to map them. A file
    // that cannot be read this far is stored and fails its check with the reason, as every unreadable file does.
    const found = await sniff(target, format, kind, await profileRules(deps.db, lenderId, kind)).catch(
      (error: unknown) => {
        if (error instanceof IngestFileError) return null;
        throw error;
      },
    );
    const unmatched = found !== null && found.missing.length > 0;
    const id = await deps.db.transaction(async (tx) => {
      const row = await repo.insertFile(tx, {
        kind,
        fileName: path.basename(file.filename).slice(0, 200),
        format,
        sha256,
        sizeBytes: size,
        uploadedBy: session.subjectId,
        lenderId,
      });
      let seq = 0;
      for await (const chunk of fs.createReadStream(target, { highWaterMark: CHUNK_BYTES })) {
        await repo.appendChunk(tx, row.id, seq, chunk as Buffer);
        seq += 1;
      }
      await recordAudit(tx, session, [
        {
          action: 'lender_file.upload',
          entity: 'lender_file',
          entityId: row.id,
          field: 'file_name',
          newValue: row.file_name,
        },
      ]);
      if (unmatched) {
        const failure = `${NEEDS_MAPPING}|${JSON.stringify({ columns: found.missing.join(', ') })}`;
        await repo.updateFile(tx, row.id, { status: 'failed', failure });
        return row.id;
      }
      await deps.jobs.enqueue(
        tx,
        lenderFileJob,
        { fileId: row.id, mode: 'preview' },
        { key: `lender-file:${row.id}:preview` },
      );
      return row.id;
    });
    return getFile(deps, session, id, locale);
  } catch (error) {
    if (error instanceof IngestFileError) throw refusal(error, locale);
    throw error;
  } finally {
    await fs.promises.rm(target, { force: true });
  }
}

// ---------- the admin's decisions ----------

export async function applyFile(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  input: ApplyIngestInput,
  locale: Locale,
): Promise<IngestFile> {
  await deps.db.transaction(async (tx) => {
    const file = await fileFor({ db: tx }, session, id);
    if (file.stage !== 'ready') throw new AppError('conflict', 'fileNotReady');
    if (file.error_count > 0 && !input.skip_errors) throw new AppError('conflict', 'fileHasErrors');
    if (file.duplicate_of !== null && !input.confirm_duplicate) {
      throw new AppError('conflict', 'duplicateNeedsConfirmation');
    }
    const moved = await repo.moveStage(tx, id, ['ready'], {
      stage: 'applying',
      skip_errors: input.skip_errors,
      applied_by: session.subjectId,
      rows_read: 0,
      bytes_read: 0,
    });
    if (!moved) throw new AppError('conflict', 'fileNotReady');
    await recordAudit(tx, session, [
      {
        action: 'lender_file.apply',
        entity: 'lender_file',
        entityId: id,
        field: 'skip_errors',
        newValue: input.skip_errors,
      },
    ]);
    await deps.jobs.enqueue(tx, lenderFileJob, { fileId: id, mode: 'apply' }, { key: `lender-file:${id}:apply` });
  });
  return getFile(deps, session, id, locale);
}

export async function discardFile(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  locale: Locale,
): Promise<IngestFile> {
  await deps.db.transaction(async (tx) => {
    const file = await fileFor({ db: tx }, session, id);
    const discardable = file.stage === 'ready' || (file.status === 'failed' && file.stage !== 'applied');
    const moved = discardable ? await repo.moveStage(tx, id, [file.stage], { stage: 'discarded' }) : undefined;
    if (!moved) throw new AppError('conflict', 'fileNotReady');
    await repo.clearStaged(tx, id);
    await repo.deleteFinishedBytes(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'lender_file.discard',
        entity: 'lender_file',
        entityId: id,
        field: 'stage',
        oldValue: file.stage,
        newValue: 'discarded',
      },
    ]);
  });
  return getFile(deps, session, id, locale);
}

/** A failed file runs again from where it failed: its check, or its apply. */
export async function retryFile(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  locale: Locale,
): Promise<IngestFile> {
  await deps.db.transaction(async (tx) => {
    const file = await fileFor({ db: tx }, session, id);
    if (file.status !== 'failed' || (file.stage !== 'checking' && file.stage !== 'applying')) {
      throw new AppError('conflict', 'fileNotFailed');
    }
    // A file waiting for its columns is checked by its mapping step, not tried again as it is.
    if (needsMapping(file)) throw new AppError('conflict', 'fileNeedsMapping');
    // Applications that moved on since the check need the file checked again; an interrupted apply runs again.
    const mode = file.stage === 'checking' || file.failure === 'applicationsChanged' ? 'preview' : 'apply';
    await repo.updateFile(tx, id, {
      status: 'processing',
      failure: null,
      ...(mode === 'preview' ? { stage: 'checking' as const } : {}),
    });
    await recordAudit(tx, session, [
      {
        action: 'lender_file.retry',
        entity: 'lender_file',
        entityId: id,
        field: 'status',
        oldValue: 'failed',
        newValue: 'processing',
      },
    ]);
    await deps.jobs.enqueue(
      tx,
      lenderFileJob,
      { fileId: id, mode },
      { key: `lender-file:${id}:${mode}:${Date.now()}` },
    );
  });
  return getFile(deps, session, id, locale);
}

// ---------- the work ----------

/** Counts, first rows per outcome and kept problems of one pass. */
class Tally {
  readonly outcomes: Record<string, number> = {};
  readonly samples: IngestSample[] = [];
  readonly problems: RowProblem[] = [];
  errorCount = 0;

  constructor(outcomes: readonly string[]) {
    for (const outcome of outcomes) this.outcomes[outcome] = 0;
  }

  private count(outcome: string): boolean {
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + 1;
    return this.outcomes[outcome] <= INGEST_SAMPLE_ROWS;
  }

  private keep(problems: RowProblem[]): void {
    this.errorCount += 1;
    for (const problem of problems) if (this.problems.length < INGEST_MAX_KEPT_ERRORS) this.problems.push(problem);
  }

  add(row: Classified): void {
    if (row.problem) this.keep([row.problem]);
    if (!this.count(row.outcome)) return;
    this.samples.push({
      row: row.row,
      outcome: row.outcome,
      application_id: row.applicationId,
      score: row.score,
      current_status: row.currentStatus,
      values: row.cells,
    });
  }

  addInvalid(row: InvalidRow): void {
    this.keep(row.problems);
    if (!this.count('error')) return;
    this.samples.push({
      row: row.row,
      outcome: 'error',
      application_id: null,
      score: null,
      current_status: null,
      values: row.cells,
    });
  }
}

/** A batch's rows back in the file's order, so errors and samples read top to bottom. */
function inFileOrder(invalid: InvalidRow[], classified: Classified[]): (InvalidRow | Classified)[] {
  return [...invalid, ...classified].sort((a, b) => a.row - b.row);
}

const PROGRESS_EVERY_MS = 500;

/** Why a file failed, as kept: a message key, with its facts when it has some. */
function failureOf(error: IngestFileError | ApplicationsChangedError): string {
  if (error instanceof ApplicationsChangedError) return 'applicationsChanged';
  return Object.keys(error.params).length > 0 ? `${error.code}|${JSON.stringify(error.params)}` : error.code;
}

/**
 * The check: reads the file once, validates and classifies every row against the database, keeps the preview
 * (counts, first rows, problems) and stages the rows an apply would write, with progress.
 */
async function checkFile(deps: Deps, file: repo.IngestFileWithNames): Promise<void> {
  const fileId = file.id;
  await repo.updateFile(deps.db, fileId, { status: 'processing', failure: null, rows_read: 0, bytes_read: 0 });
  await repo.clearStaged(deps.db, fileId);
  const target = tempPath(`${fileId}-${randomBytes(4).toString('hex')}`, file.file_name);
  const handler = handlers[file.kind] as KindHandler<IngestKind>;
  const tally = new Tally(ingestOutcomes[file.kind]);
  const profile = await profileRules(deps.db, file.lender_id, file.kind);
  const state: PassState = {
    seen: new Set(),
    memo: new Map(),
    server: deps.config.databaseUrl !== undefined,
    aliases: file.kind === 'status' ? [] : await profileAliases(deps.db, file.kind),
  };
  let lastProgress = 0;
  try {
    await pipeline(Readable.from(repo.readChunks(deps.db, fileId)), fs.createWriteStream(target, { mode: 0o600 }));
    const { rowsRead, unknownColumns } = await readLenderFile({
      kind: file.kind,
      path: target,
      format: file.format,
      maxRows: INGEST_ROW_CAP,
      profile,
      onBatch: async ({ valid, invalid }) => {
        const classified = await handler.classify(deps.db, valid, state);
        for (const row of inFileOrder(invalid, classified)) {
          if ('problems' in row) tally.addInvalid(row);
          else tally.add(row);
        }
        await repo.stageRows(
          deps.db,
          fileId,
          classified
            .filter((row) => row.outcome !== 'error')
            .map((row) => ({ row: row.row, outcome: row.outcome, applicationId: row.applicationId, data: row.data })),
        );
      },
      onProgress: async (rowsRead, bytesRead) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = now;
        await repo.saveProgress(deps.db, fileId, rowsRead, bytesRead);
      },
    });
    await repo.updateFile(deps.db, fileId, {
      stage: 'ready',
      rows_total: rowsRead,
      rows_read: rowsRead,
      bytes_read: file.size_bytes,
      error_count: tally.errorCount,
      problems: tally.problems,
      unknown_columns: unknownColumns,
      outcomes: tally.outcomes,
      samples: tally.samples,
    });
  } catch (error) {
    await repo.clearStaged(deps.db, fileId);
    if (error instanceof IngestFileError) {
      await repo.updateFile(deps.db, fileId, { status: 'failed', failure: failureOf(error) });
      return;
    }
    await repo.updateFile(deps.db, fileId, { status: 'failed', failure: 'processingFailed' });
    throw error;
  } finally {
    await fs.promises.rm(target, { force: true });
  }
}

/**
 * The apply: the rows the check staged, written in one transaction by the kind's set-based statements. Strict
 * (errors not skipped): an application that moved on since the check fails the whole file, which a retry checks
 * again; skipping errors, such rows are left out.
 */
async function applyStaged(deps: Deps, file: repo.IngestFileWithNames): Promise<void> {
  const fileId = file.id;
  await repo.updateFile(deps.db, fileId, { status: 'processing', failure: null });
  const handler = handlers[file.kind] as KindHandler<IngestKind>;
  try {
    await deps.db.transaction(async (tx) => {
      const context = { fileId, appliedBy: file.applied_by ?? 0, clock: deps.clock, jobs: deps.jobs };
      // The dashboard's days this file changes are counted again once it commits.
      const updated = await applyCountingDays(deps, tx, fileId, () => handler.apply(tx, context, !file.skip_errors));
      await repo.clearStaged(tx, fileId);
      await repo.updateFile(tx, fileId, {
        stage: 'applied',
        status: file.error_count > 0 ? 'completed_with_errors' : 'completed',
        rows_read: file.rows_total ?? 0,
        rows_updated: updated,
        applied_at: deps.clock.now(),
      });
      // Applied, the file is never read again: its bytes, with the customers' data in them, go (decision 015).
      await repo.deleteFinishedBytes(tx, fileId);
    });
  } catch (error) {
    if (error instanceof ApplicationsChangedError) {
      await repo.updateFile(deps.db, fileId, { status: 'failed', failure: failureOf(error) });
      return;
    }
    await repo.updateFile(deps.db, fileId, { status: 'failed', failure: 'processingFailed' });
    throw error;
  }
}

export async function processFile(deps: Deps, fileId: number, mode: 'preview' | 'apply'): Promise<void> {
  const file = await repo.findFile(deps.db, fileId);
  if (!file || file.stage !== (mode === 'preview' ? 'checking' : 'applying')) return;
  if (mode === 'preview') await checkFile(deps, file);
  else await applyStaged(deps, file);
}

export const lenderFileJob = defineJob({
  queue: 'lender-file',
  payload: z.object({ fileId: z.number().int().positive(), mode: z.enum(['preview', 'apply']) }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  // A million-row check takes minutes; an attempt silent for longer than this died with its process.
  expireInSeconds: 30 * 60,
  run: (deps, { fileId, mode }) => processFile(deps, fileId, mode),
});

/**
 * Files left "processing" by a process that died (no progress for `staleAfterMs`) are marked failed, with nothing
 * applied (the apply is one transaction), so an admin can try them again. Runs when a server or worker starts.
 */
export async function failInterruptedFiles(deps: Pick<Deps, 'db' | 'clock' | 'log'>, staleAfterMs = 2 * 60_000) {
  const failed = await repo.failStale(deps.db, new Date(deps.clock.now().getTime() - staleAfterMs), 'interrupted');
  if (failed.length > 0) deps.log.warn({ files: failed.map((file) => file.id) }, 'lender files interrupted');
  return failed.length;
}

/**
 * The retention schedule's end for a file left waiting (decision 036): discarded, its staged rows and stored bytes
 * deleted, its record kept. Answers whether it was still waiting.
 */
export async function discardLeftWaiting(tx: Executor, id: number): Promise<boolean> {
  if (!(await repo.discardWaiting(tx, id))) return false;
  await repo.clearStaged(tx, id);
  await repo.deleteFinishedBytes(tx, id);
  return true;
}

// ---------- erasure ----------

/** How many lender MIS rows an erasure of the customer pseudonymises (its preview). */
export function countCustomerMisRows(db: Executor, who: PersonalValues): Promise<number> {
  return misRepo.countCustomerRows(db, who);
}

/**
 * Erasure (decision 015), in the erasure's transaction: wherever lender files carried the customer's identifiers or
 * names (the MIS rows' cells, lender references and UTRs, the commission lines' references and UTRs, the files'
 * preview samples shown to admins, the rows a waiting file would apply), they become the erasure's pseudonym. The
 * uploaded bytes of finished files are deleted (those finished before their bytes went with the apply or discard); a
 * waiting file keeps its bytes until an admin applies or discards it (decision 015).
 */
export async function pseudonymiseCustomer(tx: Executor, who: PersonalValues, pseudonym: string): Promise<void> {
  await misRepo.pseudonymiseCustomerRows(tx, who, pseudonym);
  await commissionRepo.pseudonymiseCustomerReceipts(tx, who, pseudonym);
  await repo.pseudonymiseSamples(tx, who, pseudonym);
  await repo.pseudonymiseStagedRows(tx, who, pseudonym);
  await repo.deleteFinishedBytes(tx);
}
