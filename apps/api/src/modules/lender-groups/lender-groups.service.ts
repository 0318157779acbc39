import type { FastifyInstance } from 'fastify';
import type { CreateLenderGroupInput, LenderGroup } from '@saakh/domain/lenders';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { isUniqueViolation } from '../lenders/lenders.repository';
import * as repo from './lender-groups.repository';

export async function listLenderGroups(app: FastifyInstance): Promise<LenderGroup[]> {
  return repo.listLenderGroups(app.db);
}

export async function createLenderGroup(
  app: FastifyInstance,
  session: Session,
  input: CreateLenderGroupInput,
): Promise<LenderGroup> {
  try {
    return await app.db.transaction(async (tx) => {
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
