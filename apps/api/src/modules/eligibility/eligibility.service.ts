import type { Deps } from '../../deps';
import type { AdminEligibilityRow, EligibilityRow } from '@saakh/domain/eligibility';
import * as repo from './eligibility.repository';

export async function adminRows(deps: Deps): Promise<AdminEligibilityRow[]> {
  return repo.listAdminRows(deps.db);
}

export async function partnerRows(deps: Deps): Promise<EligibilityRow[]> {
  return repo.listActiveRows(deps.db);
}
