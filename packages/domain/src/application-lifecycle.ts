/**
 * The application lifecycle (DESIGN §7, decision 031): which status may follow which, and from which source. The
 * applications module checks every change against this table; nothing else decides whether a status may move.
 */
import type { ApplicationStatus, StatusSource } from './applications';

/** The lender's side: its status file, its API calling back, and staff acting on its word. */
const lenderSide = ['lender_file', 'lender_callback', 'admin'] as const satisfies readonly StatusSource[];
/** Who may close an application that has not been decided. */
const closers = ['customer', 'csr', ...lenderSide] as const satisfies readonly StatusSource[];
/** Who reports a disbursal: the status file, the disbursal MIS and an admin reconciling an MIS row. */
const disbursers = [...lenderSide, 'mis', 'reconciliation'] as const satisfies readonly StatusSource[];
/**
 * Sources whose disbursal of an application still submitted or in review is also its approval: the MIS reports
 * disbursals only, never the approval before it, and an admin reconciling an MIS row acts on that report; a lender's
 * API may deliver its "disbursed" event before its "sanctioned" one (decision 044), and a lender that paid out had
 * approved.
 */
const approvingDisbursers = [
  'mis',
  'reconciliation',
  'admin',
  'lender_callback',
] as const satisfies readonly StatusSource[];

export type LifecycleMove = {
  /** null: the application is being created. */
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  sources: readonly StatusSource[];
  /**
   * Statuses the move passes through, each written as its own history row and event (a disbursal reported by an
   * MIS of an application the lender never reported approved is its approval and its disbursal).
   */
  via?: readonly ApplicationStatus[];
};

/** Every move an application may make. A move not listed here is refused, whoever asks. */
export const lifecycleMoves: readonly LifecycleMove[] = [
  { from: null, to: 'created', sources: ['customer', 'partner_api'] },
  { from: 'created', to: 'submitted', sources: ['customer', 'partner_api', ...lenderSide] },
  { from: 'created', to: 'rejected', sources: lenderSide },
  { from: 'created', to: 'cancelled', sources: closers },
  { from: 'created', to: 'expired', sources: lenderSide },
  { from: 'submitted', to: 'in_review', sources: lenderSide },
  { from: 'submitted', to: 'approved', sources: lenderSide },
  { from: 'submitted', to: 'rejected', sources: lenderSide },
  { from: 'submitted', to: 'cancelled', sources: closers },
  { from: 'submitted', to: 'expired', sources: lenderSide },
  { from: 'submitted', to: 'disbursed', sources: approvingDisbursers, via: ['approved'] },
  { from: 'in_review', to: 'approved', sources: lenderSide },
  { from: 'in_review', to: 'rejected', sources: lenderSide },
  { from: 'in_review', to: 'cancelled', sources: closers },
  { from: 'in_review', to: 'expired', sources: lenderSide },
  { from: 'in_review', to: 'disbursed', sources: approvingDisbursers, via: ['approved'] },
  { from: 'approved', to: 'disbursed', sources: disbursers },
  { from: 'approved', to: 'rejected', sources: lenderSide },
  { from: 'approved', to: 'cancelled', sources: closers },
  { from: 'approved', to: 'expired', sources: lenderSide },
];

/** Statuses nothing leaves. */
export const finalStatuses: readonly ApplicationStatus[] = ['rejected', 'disbursed', 'cancelled', 'expired'];

export type LifecycleStep = { from: ApplicationStatus | null; to: ApplicationStatus };

function moveOf(from: ApplicationStatus | null, to: ApplicationStatus): LifecycleMove | undefined {
  return lifecycleMoves.find((move) => move.from === from && move.to === to);
}

/**
 * The history rows a change writes, in order (one per step; two when the move passes through a status), or null
 * when this source may not make it.
 */
export function lifecycleSteps(
  from: ApplicationStatus | null,
  to: ApplicationStatus,
  source: StatusSource,
): LifecycleStep[] | null {
  const move = moveOf(from, to);
  if (!move || !move.sources.includes(source)) return null;
  const path = [from, ...(move.via ?? []), to];
  return path.slice(1).map((status, index) => ({ from: path[index] ?? null, to: status as ApplicationStatus }));
}

/** Whether this source may move an application from one status to another (directly or through the table's steps). */
export function mayChangeStatus(from: ApplicationStatus | null, to: ApplicationStatus, source: StatusSource): boolean {
  return lifecycleSteps(from, to, source) !== null;
}

/** Whether the status machine has a direct move from one status to another for some source (no step between). */
export function isDirectMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  const move = moveOf(from, to);
  return move !== undefined && (move.via ?? []).length === 0;
}
