/** What each kind of lender file does with its rows: how it classifies them (preview) and how it applies them. */
import type { ApplicationStatus } from '@saakh/domain/applications';
import { patterns } from '@saakh/domain/patterns';
import { ingestKindRoles, type IngestKind, type RowProblem } from '@saakh/domain/ingestion';
import type { Clock, Deps } from '../../deps';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CellTexts, RowsOf, ValidRow } from '../../lib/ingest/engine';
import type { Session } from '../../lib/session';

export type Classified = {
  row: number;
  outcome: string;
  applicationId: string | null;
  score: number | null;
  currentStatus: ApplicationStatus | null;
  cells: CellTexts;
  /** Set when the outcome is `error`. */
  problem?: RowProblem;
  /** What the apply needs of the row (staged as JSON). */
  data: Record<string, string | number | null>;
};

/**
 * State one pass over a file keeps between batches (ids already seen, lookups made once), and whether the database
 * is a PostgreSQL server (rather than embedded PGlite), whose planners favour different lookups.
 */
export type PassState = {
  seen: Set<string>;
  memo: Map<string, unknown>;
  server: boolean;
  /** Other names lenders' file profiles give them, for this kind of file (decision 046). */
  aliases?: { lenderId: number; aliases: string[] }[];
};

/** Whether the admin's role may use this kind of file (admin spec §6: role 2 has only the status file). */
export function assertMayUse(session: Session, kind: IngestKind): void {
  if (session.roleId === null || !ingestKindRoles[kind].includes(session.roleId)) {
    throw new AppError('forbidden', 'forbidden');
  }
}

/** `jobs`: status changes queue their customers' status messages in the apply's transaction (decision 021). */
export type ApplyContext = { fileId: number; appliedBy: number; clock: Clock; jobs: Deps['jobs'] };

export type KindHandler<K extends IngestKind> = {
  kind: K;
  classify: (db: Executor, rows: ValidRow<RowsOf<K>>[], state: PassState) => Promise<Classified[]>;
  /**
   * Applies the file's staged rows inside the apply's transaction; answers how many rows changed something.
   * `strict`: throw when an application moved on since the rows were checked (the file is then tried again).
   */
  apply: (tx: Tx, context: ApplyContext, strict: boolean) => Promise<number>;
};

export function rowError(row: number, cells: CellTexts, problem: Omit<RowProblem, 'row'>): Classified {
  return {
    row,
    outcome: 'error',
    applicationId: null,
    score: null,
    currentStatus: null,
    cells,
    problem: { row, ...problem },
    data: {},
  };
}

/** Whether text is a Saakh application id (a UUID), so it can be looked up without a cast error. */
export function isUuid(value: string | null): value is string {
  return value !== null && patterns.guid.test(value);
}

/** Thrown by `apply` in strict mode when applications changed since the rows were checked. */
export class ApplicationsChangedError extends Error {
  constructor() {
    super('applications changed while the file was applied');
  }
}
