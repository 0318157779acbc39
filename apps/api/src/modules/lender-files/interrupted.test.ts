/**
 * A lender file is applied all or nothing: an apply that fails inside its transaction changes nothing, and a worker
 * killed (SIGKILL) while applying a file leaves nothing half-applied; the file is then marked failed and, tried
 * again, applies completely.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application_status_history, applications } from '../../db/schema/applications';
import { ingest_files, ingest_rows } from '../../db/schema/ingestion';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { createAdmin, createApplication, createCustomer, createLender, createSession } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { TEST_ENV } from '../../test/test-env';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { ApplicationsChangedError } from './kind';
import { failInterruptedFiles } from './lender-files.service';
import { statusFileKind } from './status-file.kind';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function statusCounts(db: Executor, lenderId: number) {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.lender_id, lenderId))
    .groupBy(applications.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

describe('an apply that fails inside its transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('changes nothing when an application moved on since its row was checked (strict apply)', async () => {
    const lender = await createLender(t.db);
    const customer = await createCustomer(t.db);
    const apps = await Promise.all(
      [1, 2, 3].map(() => createApplication(t.db, { userId: customer.id, lenderId: lender.id })),
    );
    const admin = await createAdmin(t.db);
    const [file] = await t.db
      .insert(ingest_files)
      .values({
        kind: 'status',
        file_name: 'x.csv',
        format: 'csv',
        sha256: 'x',
        size_bytes: 1,
        uploaded_by: admin.id,
        stage: 'applying',
      })
      .returning();
    const fileId = file?.id as number;
    // The third was checked as 'in_review' but is 'submitted' now.
    await t.db.insert(ingest_rows).values(
      apps.map((app, index) => ({
        file_id: fileId,
        row_number: index + 2,
        outcome: 'status_change',
        application_id: app.id,
        data: {
          from: index === 2 ? 'in_review' : 'submitted',
          to: 'approved',
          lender_reference: null,
          disbursed_amount: null,
          disbursed_on: null,
          remarks: null,
        },
      })),
    );
    await expect(
      t.db.transaction((tx) =>
        statusFileKind.apply(tx, { fileId, appliedBy: admin.id, clock: t.deps.clock, jobs: t.deps.jobs }, true),
      ),
    ).rejects.toBeInstanceOf(ApplicationsChangedError);
    expect(await statusCounts(t.db, lender.id)).toEqual({ submitted: 3 });
    const [history] = await t.db
      .select({ n: count() })
      .from(application_status_history)
      .where(eq(application_status_history.actor_id, fileId));
    expect(history?.n).toBe(0);
  });
});

describe('files left processing when a process starts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('fails those being checked or applied, and leaves a checked file waiting for the admin alone', async () => {
    const admin = await createAdmin(t.db);
    const base = { kind: 'status' as const, format: 'csv' as const, sha256: 's', size_bytes: 1, uploaded_by: admin.id };
    const files = await t.db
      .insert(ingest_files)
      .values([
        { ...base, file_name: 'checking.csv', stage: 'checking' },
        { ...base, file_name: 'applying.csv', stage: 'applying' },
        { ...base, file_name: 'ready.csv', stage: 'ready' },
      ])
      .returning();
    expect(await failInterruptedFiles(t.deps, 0)).toBe(2);
    const after = await t.db.select().from(ingest_files);
    const byName = Object.fromEntries(after.map((file) => [file.file_name, file]));
    expect(byName['checking.csv']).toMatchObject({ status: 'failed', failure: 'interrupted' });
    expect(byName['applying.csv']).toMatchObject({ status: 'failed', failure: 'interrupted' });
    expect(byName['ready.csv']).toMatchObject({ status: 'processing', stage: 'ready', failure: null });
    expect(files).toHaveLength(3);
  });
});

// Killing a worker needs a database a second process can open: the PostgreSQL tier. On PGlite the database belongs
// to one process, so the case above (a failure inside the transaction rolls back) is what that tier proves.
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a worker killed in the middle of a file', () => {
  let t: TestApp;
  beforeAll(async () => {
    // This app runs no jobs: the worker process takes the apply, and is killed.
    t = await createTestApp({ JOBS_WORKER: 'off' });
  });
  /** A held row's release, should the test fail before it lets go (the pool cannot close around its transaction). */
  let releaseHeldRow: (() => Promise<void>) | undefined;
  /** The workers started, so that none outlives a failed test. */
  const workers: ChildProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await releaseHeldRow?.();
    await t?.close();
  });

  function startWorker() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', ...TEST_ENV, LOG_LEVEL: 'warn', DATABASE_URL: t.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return { child, exited, output: () => output };
  }

  async function waitFor(what: string, check: () => Promise<boolean>, output: () => string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; worker said: ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Holds one of a file's staged rows locked in a transaction of the test's own until `unlock`. The apply reads the
   * staged rows without locking them, writes every status change and its history, and then deletes them: it waits
   * there, inside its one transaction with everything written and nothing committed, for as long as the test needs.
   */
  async function lockStagedRow(fileId: number) {
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    let pid = 0;
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select row_number from ingest_rows where file_id = ${fileId} limit 1 for update`);
      [{ pid = 0 } = {}] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      locked();
      await released;
    });
    await isLocked;
    const unlock = async () => {
      release();
      await holder;
    };
    releaseHeldRow = unlock;
    /** `pid`: the server process holding the lock, which a waiting statement names among those blocking it. */
    return { pid, unlock };
  }

  it('leaves nothing applied, is marked failed, and applies completely when tried again', async () => {
    const rows = 300;
    const lender = await createLender(t.db);
    const customer = await createCustomer(t.db);
    const first = await createApplication(t.db, { userId: customer.id, lenderId: lender.id });
    // The rest in one statement, like the first.
    await t.db.execute(sql`
      insert into applications (app_id, user_id, lender_id, product, lender_mode, status, amount, tenure_months,
        interest_rate, apr, emi, processing_fee, total_payable)
      select ${first.app_id}, ${customer.id}, ${lender.id}, 'pl', 'submit', 'submitted', 200000, 24, 10.99, 11.5, 9327.12, 0,
        223850.88
      from generate_series(2, ${rows})`);
    const ids = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.lender_id, lender.id))
      .orderBy(applications.id);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Status');
    sheet.addRow(['application_id', 'status', 'remarks']);
    for (const { id } of ids) sheet.addRow([id, 'approved', 'Sanctioned']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());

    const admin = await createAdmin(t.db, { role_id: 1 });
    const token = await createSession(t.db, 'admin', admin.id);
    const body = multipart([{ name: 'image_name', filename: 'big.xlsx', type: 'application/octet-stream', content }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload-application-status-file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().data.id as number;
    const stageOf = async () => (await t.db.select().from(ingest_files).where(eq(ingest_files.id, fileId)))[0];

    // The check runs in a worker (staging the rows); then the admin applies, and the worker is killed mid-apply.
    const worker = startWorker();
    await waitFor('the check', async () => (await stageOf())?.stage === 'ready', worker.output);
    const lock = await lockStagedRow(fileId);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${fileId}/apply`,
      payload: { skip_errors: false, confirm_duplicate: false },
      headers: bearer(token),
    });
    expect(apply.statusCode, apply.body).toBe(200);

    // Killed while its one transaction writes the file: PostgreSQL shows it waiting on the held row, past the writes.
    await waitFor(
      'the apply transaction',
      async () => {
        const [waiting] = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and state = 'active' and ${lock.pid} = any(pg_blocking_pids(pid))`,
        );
        return (waiting?.n ?? 0) > 0;
      },
      worker.output,
    );
    worker.child.kill('SIGKILL');
    await worker.exited;
    // Its server side goes on to the end of the statement, finds no one to answer and rolls back.
    await lock.unlock();

    expect(await statusCounts(t.db, lender.id)).toEqual({ submitted: rows });
    const history = await t.db
      .select({ n: count() })
      .from(application_status_history)
      .where(
        and(eq(application_status_history.actor_id, fileId), eq(application_status_history.source, 'lender_file')),
      );
    expect(history[0]?.n).toBe(0);
    expect(await stageOf()).toMatchObject({ status: 'processing', stage: 'applying' });

    // A starting worker marks files silent for long enough as failed; here "long enough" is now.
    expect(await failInterruptedFiles(t.deps, 0)).toBe(1);
    expect(await stageOf()).toMatchObject({ status: 'failed', failure: 'interrupted' });

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${fileId}/retry`,
      headers: bearer(token),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const rescuer = startWorker();
    try {
      await waitFor('the retried apply', async () => (await stageOf())?.stage === 'applied', rescuer.output);
    } finally {
      rescuer.child.kill('SIGTERM');
      await rescuer.exited;
    }
    expect(await stageOf()).toMatchObject({ status: 'completed', rows_updated: rows });
    expect(await statusCounts(t.db, lender.id)).toEqual({ approved: rows });
  }, 120_000);
});
