/**
 * What admins do after lender files land: resolve the MIS rows that did not match on their own (what follows for
 * money is the commissions module's, decision 032).
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type { MisException, MisExceptionListQuery, ResolveMisExceptionInput } from '@saakh/domain/reconciliation';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { ingest_files, mis_rows } from '../../db/schema/ingestion';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { mayMove } from '../applications/applications.service';
import { disburseApplications } from './lookups';

// ---------- MIS exceptions ----------

const exceptionColumns = {
  id: mis_rows.id,
  file_id: mis_rows.file_id,
  file_name: ingest_files.file_name,
  row_number: mis_rows.row_number,
  lender_name: lenders.name,
  values: mis_rows.values,
  match: mis_rows.match,
  score: mis_rows.score,
  application_id: mis_rows.application_id,
  resolution: mis_rows.resolution,
  created_at: mis_rows.created_at,
};

function toException(row: Omit<MisException, 'created_at'> & { created_at: Date }): MisException {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function listMisExceptions(
  deps: Pick<Deps, 'db'>,
  query: MisExceptionListQuery,
): Promise<Page<MisException>> {
  const state = query.state ?? 'open';
  const where = and(
    sql`${mis_rows.match} <> 'matched'`,
    state === 'open' ? isNull(mis_rows.resolution) : state === 'resolved' ? isNotNull(mis_rows.resolution) : undefined,
    equalsWhenGiven(mis_rows.file_id, query.file_id),
  );
  const page = await listPage(query, {
    items: ({ limit, offset }) =>
      deps.db
        .select(exceptionColumns)
        .from(mis_rows)
        .innerJoin(ingest_files, eq(ingest_files.id, mis_rows.file_id))
        .leftJoin(lenders, eq(lenders.id, mis_rows.lender_id))
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: mis_rows.created_at, score: mis_rows.score }, mis_rows.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await deps.db.select({ n: count() }).from(mis_rows).where(where))[0]?.n ?? 0,
  });
  return { ...page, items: page.items.map(toException) };
}

/** Whether two lender rows are one lender (the same name, for different products). */
async function sameLender(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  const rows = await db
    .selectDistinct({ name: lenders.name })
    .from(lenders)
    .where(inArray(lenders.id, [a, b]));
  return rows.length === 1;
}

/**
 * An admin's decision on an exception: confirm the suggested application, pick another, or say the row is not
 * Saakh's. Confirming (or picking) disburses the application with the row's amount and date. Audited.
 */
export async function resolveMisException(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  id: number,
  input: ResolveMisExceptionInput,
): Promise<MisException> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mis_rows).where(eq(mis_rows.id, id)).for('update');
    if (!row || row.match === 'matched') throw new AppError('not_found', 'notFound');
    if (row.resolution !== null) throw new AppError('conflict', 'misAlreadyResolved');
    let applicationId: string | null = null;
    if (input.action === 'confirm') {
      if (!row.application_id) throw new AppError('conflict', 'misNoCandidate');
      applicationId = row.application_id;
    } else if (input.action === 'reassign') {
      applicationId = input.application_id.toLowerCase();
    }
    if (applicationId) {
      const [app] = await tx
        .select({ id: applications.id, status: applications.status, lenderId: applications.lender_id })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!app)
        throw new AppError('validation', 'applicationNotFound', {
          errors: { application_id: ['applicationNotFound'] },
        });
      if (row.lender_id !== null && !(await sameLender(tx, row.lender_id, app.lenderId))) {
        throw new AppError('validation', 'applicationOtherLender', {
          errors: { application_id: ['applicationOtherLender'] },
        });
      }
      if (app.status !== 'disbursed') {
        if (!mayMove(app.status, 'disbursed', 'admin')) throw new AppError('conflict', 'notDisbursable');
        await disburseApplications(
          deps,
          tx,
          [
            {
              applicationId,
              amount: Number(row.disbursed_amount),
              disbursedOn: row.disbursed_on,
              lenderReference: row.lender_reference,
            },
          ],
          'admin',
          session.subjectId,
        );
      }
    }
    const resolution =
      input.action === 'confirm' ? 'confirmed' : input.action === 'reassign' ? 'reassigned' : 'not_ours';
    await tx
      .update(mis_rows)
      .set({
        resolution,
        application_id: applicationId ?? row.application_id,
        resolved_by: session.subjectId,
        resolved_at: sql`now()`,
      })
      .where(eq(mis_rows.id, id));
    await recordAudit(tx, session, [
      {
        action: 'mis.resolve',
        entity: 'mis_row',
        entityId: id,
        field: 'resolution',
        oldValue: row.application_id,
        newValue: `${resolution}${applicationId ? ` ${applicationId}` : ''}`,
      },
    ]);
  });
  const [row] = await deps.db
    .select(exceptionColumns)
    .from(mis_rows)
    .innerJoin(ingest_files, eq(ingest_files.id, mis_rows.file_id))
    .leftJoin(lenders, eq(lenders.id, mis_rows.lender_id))
    .where(eq(mis_rows.id, id));
  if (!row) throw new AppError('not_found', 'notFound');
  return toException(row);
}
