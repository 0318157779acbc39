import type { FastifyInstance } from 'fastify';
import type { AdminEligibilityRow, EligibilityRow } from '@saakh/domain/eligibility';
import * as repo from './eligibility.repository';

export async function adminRows(app: FastifyInstance): Promise<AdminEligibilityRow[]> {
  return repo.listAdminRows(app.db);
}

export async function partnerRows(app: FastifyInstance): Promise<EligibilityRow[]> {
  return repo.listActiveRows(app.db);
}
