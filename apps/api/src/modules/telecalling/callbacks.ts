/**
 * Callbacks raised outside the telecalling page (the CSR portal): the customer's open lead becomes a callback due
 * at the asked time, or a new lead is opened for them. Whoever last had the customer keeps them (the lead keeps its
 * holder; a new one goes to the sticky telecaller through "Next customer").
 */
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import * as repo from './telecalling.repository';

/** Puts the customer in the telecalling queue as a callback due at `dueAt` (reopens or moves their open lead);
 *  answers the lead's id. */
export async function raiseCallback(
  deps: Pick<Deps, 'clock'>,
  executor: Executor,
  input: { userId: number; dueAt: Date; note?: string; raisedBy: number },
): Promise<{ leadId: number }> {
  const now = deps.clock.now();
  const moveOpen = async (): Promise<{ leadId: number } | undefined> => {
    const open = await repo.lockOpenLeadOf(executor, input.userId);
    if (!open) return undefined;
    await repo.updateLead(executor, open.id, {
      reason: 'csr_callback',
      due_at: input.dueAt,
      note: input.note ?? open.note,
      raised_by: input.raisedBy,
      updated_at: now,
    });
    return { leadId: open.id };
  };
  const moved = await moveOpen();
  if (moved) return moved;
  const leadId = await repo.insertCallbackLead(executor, {
    userId: input.userId,
    dueAt: input.dueAt,
    note: input.note ?? null,
    raisedBy: input.raisedBy,
    now,
  });
  if (leadId !== undefined) return { leadId };
  // The queue build opened a lead for them at the same moment: move that one instead.
  const again = await moveOpen();
  if (!again) throw new Error(`no open lead for customer ${input.userId} after a conflicting insert`);
  return again;
}
