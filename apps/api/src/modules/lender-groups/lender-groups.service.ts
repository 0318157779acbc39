import type { Deps } from '../../deps';
import type { CreateLenderGroupInput, LenderGroup } from '@saakh/domain/lenders';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { isUniqueViolation } from '../../db/sql';
import * as repo from './lender-groups.repository';

export async function listLenderGroups(deps: Deps): Promise<LenderGroup[]> {
  return repo.listLenderGroups(deps.db);
}

export async function createLenderGroup(
  deps: Deps,
  session: Session,
  input: CreateLenderGroupInput,
): Promise<LenderGroup> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (await repo.lenderGroupNameTaken(tx, input.name)) throw new AppError('conflict', 'lenderGroupExists');
      const group = await repo.insertLenderGroup(tx, input.name);
      await recordAudit(tx, session, [
        { action: 'lender_group.create', entity: 'lender_group', entityId: group.id, newValue: group.name },
      ]);
      return group;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'lenderGroupExists');
    throw error;
  }
}
