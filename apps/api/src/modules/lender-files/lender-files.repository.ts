/** Lender file records, their stored bytes and the rows staged for an apply. */
import { and, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { IngestKind, RowProblem } from '@saakh/domain/ingestion';
import { STATUS_FILE_PAGE_SIZES } from '@saakh/domain/constants';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { listOrPage } from '../../db/lists';
import {
  cellsHoldIdentifier,
  pseudonymisedCells,
  pseudonymisedText,
  type PersonalValues,
} from '../../db/personal-data';
import { admin_users } from '../../db/schema/admins';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { ingest_file_chunks, ingest_files, ingest_rows } from '../../db/schema/ingestion';

export type IngestFileRow = typeof ingest_files.$inferSelect;
export type IngestFileWithNames = IngestFileRow & {
  uploadedByName: string | null;
  duplicate: { id: number; file_name: string; created_at: Date } | null;
};

export async function insertFile(
  db: Executor,
  file: {
    kind: IngestKind;
    fileName: string;
    format: 'xlsx' | 'xls' | 'csv';
    sha256: string;
    sizeBytes: number;
    uploadedBy: number;
    lenderId: number | null;
  },
): Promise<IngestFileRow> {
  const [earlier] = await db
    .select({ id: ingest_files.id })
    .from(ingest_files)
    .where(
      and(eq(ingest_files.kind, file.kind), eq(ingest_files.sha256, file.sha256), ne(ingest_files.stage, 'discarded')),
    )
    .orderBy(ingest_files.id)
    .limit(1);
  const [row] = await db
    .insert(ingest_files)
    .values({
      kind: file.kind,
      file_name: file.fileName,
      format: file.format,
      sha256: file.sha256,
      size_bytes: file.sizeBytes,
      uploaded_by: file.uploadedBy,
      lender_id: file.lenderId,
      duplicate_of: earlier?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function appendChunk(db: Executor, fileId: number, seq: number, content: Buffer): Promise<void> {
  await db.insert(ingest_file_chunks).values({ file_id: fileId, seq, content });
}

export async function findFile(db: Executor, id: number): Promise<IngestFileWithNames | undefined> {
  const [row] = await db
    .select({ file: ingest_files, uploadedByName: admin_users.name })
    .from(ingest_files)
    .leftJoin(admin_users, eq(admin_users.id, ingest_files.uploaded_by))
    .where(eq(ingest_files.id, id));
  if (!row) return undefined;
  const duplicate = row.file.duplicate_of
    ? ((
        await db
          .select({ id: ingest_files.id, file_name: ingest_files.file_name, created_at: ingest_files.created_at })
          .from(ingest_files)
          .where(eq(ingest_files.id, row.file.duplicate_of))
      )[0] ?? null)
    : null;
  return { ...row.file, uploadedByName: row.uploadedByName, duplicate };
}

/**
 * Deletes the stored bytes of every file that is applied or discarded: nothing reads them again (a check reads them,
 * an apply reads the staged rows), and they carry the customers' personal data (decision 015).
 */
export async function deleteFinishedBytes(db: Executor, fileId?: number): Promise<void> {
  await db.delete(ingest_file_chunks).where(
    inArray(
      ingest_file_chunks.file_id,
      db
        .select({ id: ingest_files.id })
        .from(ingest_files)
        .where(
          and(
            inArray(ingest_files.stage, ['applied', 'discarded']),
            fileId === undefined ? undefined : eq(ingest_files.id, fileId),
          ),
        ),
    ),
  );
}

/** The stored bytes, one chunk at a time. */
export async function* readChunks(db: Executor, fileId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const [row] = await db
      .select({ content: ingest_file_chunks.content })
      .from(ingest_file_chunks)
      .where(and(eq(ingest_file_chunks.file_id, fileId), eq(ingest_file_chunks.seq, seq)));
    if (!row) return;
    yield row.content;
  }
}

export type IngestFileSummary = Pick<
  IngestFileRow,
  'id' | 'created_at' | 'file_name' | 'status' | 'stage' | 'rows_updated' | 'error_count' | 'problems' | 'failure'
>;

const summaryColumns = {
  id: ingest_files.id,
  created_at: ingest_files.created_at,
  file_name: ingest_files.file_name,
  status: ingest_files.status,
  stage: ingest_files.stage,
  rows_updated: ingest_files.rows_updated,
  error_count: ingest_files.error_count,
  // Only the lines a history row shows; the errors dialog reads the file.
  problems: sql<RowProblem[]>`coalesce(jsonb_path_query_array(${ingest_files.problems}, '$[0 to 99]'), '[]'::jsonb)`,
  failure: ingest_files.failure,
};

/** One kind's files, newest first (ingest_files_kind_idx), as a page or, without paging, all of them. */
export function listFiles(
  db: Executor,
  kind: IngestKind,
  query: { page?: number; pageSize?: number; sort: string },
): Promise<IngestFileSummary[] | Page<IngestFileSummary>> {
  const where = eq(ingest_files.kind, kind);
  const order =
    query.sort === 'created_at'
      ? [ingest_files.created_at, ingest_files.id]
      : [desc(ingest_files.created_at), desc(ingest_files.id)];
  return listOrPage(query, STATUS_FILE_PAGE_SIZES[0], {
    items: (bounds?: { limit: number; offset: number }) => {
      const base = db
        .select(summaryColumns)
        .from(ingest_files)
        .where(where)
        .orderBy(...order);
      return bounds ? base.limit(bounds.limit).offset(bounds.offset) : base;
    },
    count: async () => (await db.select({ n: count() }).from(ingest_files).where(where))[0]?.n ?? 0,
  });
}

/** Moves a file to a stage only from the stages named; answers the row when it moved. */
export async function moveStage(
  db: Executor,
  id: number,
  from: IngestFileRow['stage'][],
  change: Partial<typeof ingest_files.$inferInsert>,
): Promise<IngestFileRow | undefined> {
  const [row] = await db
    .update(ingest_files)
    .set({ ...change, updated_at: sql`now()` })
    .where(and(eq(ingest_files.id, id), inArray(ingest_files.stage, from)))
    .returning();
  return row;
}

/**
 * Discards a file still waiting for the admin (checked, or failed before it was applied) when it is still waiting;
 * answers whether it was.
 */
export async function discardWaiting(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(ingest_files)
    .set({ stage: 'discarded', updated_at: sql`now()` })
    .where(
      and(
        eq(ingest_files.id, id),
        sql`(${ingest_files.stage} = 'ready' or (${ingest_files.status} = 'failed' and ${ingest_files.stage} not in ('applied', 'discarded')))`,
      ),
    )
    .returning({ id: ingest_files.id });
  return rows.length > 0;
}

export async function updateFile(
  db: Executor,
  id: number,
  change: Partial<typeof ingest_files.$inferInsert>,
): Promise<void> {
  await db
    .update(ingest_files)
    .set({ ...change, updated_at: sql`now()` })
    .where(eq(ingest_files.id, id));
}

export async function saveProgress(db: Executor, id: number, rowsRead: number, bytesRead: number): Promise<void> {
  await db
    .update(ingest_files)
    .set({ rows_read: rowsRead, bytes_read: bytesRead, updated_at: sql`now()` })
    .where(eq(ingest_files.id, id));
}

/**
 * Files being checked or applied without a sign of life since `before`: their process died. (A checked file waiting
 * for the admin is "processing" too, but nothing runs on it.)
 */
export async function failStale(db: Executor, before: Date, failure: string): Promise<IngestFileRow[]> {
  return db
    .update(ingest_files)
    .set({ status: 'failed', failure, updated_at: sql`now()` })
    .where(
      and(
        eq(ingest_files.status, 'processing'),
        inArray(ingest_files.stage, ['checking', 'applying']),
        lt(ingest_files.updated_at, before),
      ),
    )
    .returning();
}

/**
 * Erasure: in every file's preview samples, the rows of the customer (of their applications, or holding their mobile
 * number, PAN or e-mail) get every cell that holds one of their identifiers or names replaced by the pseudonym. Other
 * customers' rows stay as the lender wrote them.
 */
export async function pseudonymiseSamples(db: Executor, who: PersonalValues, pseudonym: string): Promise<void> {
  const values = sql`(sample.value -> 'values')`;
  const isCustomers: SQL = sql`((sample.value ->> 'application_id') in (
      select ${applications.id}::text from ${applications} where ${applications.user_id} = ${who.id})
    or ${cellsHoldIdentifier(values, who)})`;
  await db.execute(sql`
    update ${ingest_files} set ${sql.identifier('samples')} = (
      select coalesce(jsonb_agg(
        case when ${isCustomers}
             then jsonb_set(sample.value, '{values}', ${pseudonymisedCells(values, who, pseudonym)})
             else sample.value end
        order by sample.n), '[]'::jsonb)
      from jsonb_array_elements(${ingest_files.samples}) with ordinality as sample(value, n))
    where exists (select 1 from jsonb_array_elements(${ingest_files.samples}) as sample where ${isCustomers})`);
}

/**
 * Erasure: the staged rows of files not yet applied (of the customer's applications, or whose cells hold their mobile
 * number, PAN or e-mail) get the pseudonym in the lender's words an apply would write (references, UTR, remarks, the
 * MIS cells), so a file applied after the erasure writes the pseudonym. Statuses, amounts and dates stay.
 */
export async function pseudonymiseStagedRows(db: Executor, who: PersonalValues, pseudonym: string): Promise<void> {
  const data = sql`${ingest_rows.data}`;
  // The MIS stages its cells as JSON text (ingest_rows.data->>'cells').
  const cells = sql`(${data} ->> 'cells')::jsonb`;
  const words = ['lender_reference', 'utr', 'remarks'].map(
    (key) => sql`case when ${data} ? ${key}
      then jsonb_build_object(${key}::text, ${pseudonymisedText(sql`(${data} ->> ${key})`, who, pseudonym)})
      else '{}'::jsonb end`,
  );
  await db.execute(sql`
    update ${ingest_rows} set ${sql.identifier('data')} = ${data} || ${sql.join(words, sql` || `)}
      || case when ${data} ? 'cells'
         then jsonb_build_object('cells', ${pseudonymisedCells(cells, who, pseudonym)}::text)
         else '{}'::jsonb end
    where ${ingest_rows.application_id} in (
        select ${applications.id} from ${applications} where ${applications.user_id} = ${who.id})
      or ${cellsHoldIdentifier(data, who)}
      or (${data} ? 'cells' and ${cellsHoldIdentifier(cells, who)})`);
}

// ---------- staged rows ----------

export type StagedRow = {
  row: number;
  outcome: string;
  applicationId: string | null;
  data: Record<string, string | number | null>;
};

export async function clearStaged(db: Executor, fileId: number): Promise<void> {
  await db.delete(ingest_rows).where(eq(ingest_rows.file_id, fileId));
}

/** A batch of staged rows in one statement with one JSON parameter (thousands of bound values cost more to build). */
export async function stageRows(db: Executor, fileId: number, rows: StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ingest_rows (file_id, row_number, outcome, application_id, data)
    select ${fileId}, (r->>'row')::int, r->>'outcome', (r->>'applicationId')::uuid, r->'data'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
}

/** Every lender's id, name and key, for matching the names lenders write in their files. */
export function lenderNamesAndKeys(db: Executor) {
  return db.select({ id: lenders.id, name: lenders.name, key: lenders.lender_key }).from(lenders);
}
