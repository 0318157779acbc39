import type { Deps } from '../../deps';
import type { Locale } from '@saakh/domain/i18n';
import type {
  AdminEligibilityRow,
  AdminEligibilityRowPage,
  EligibilityListQuery,
  EligibilityRow,
} from '@saakh/domain/eligibility';
import * as repo from './eligibility.repository';

/** Every live lender's row, as the admin screen has always read it, or one page when the query asks for one. */
export async function adminRows(
  deps: Pick<Deps, 'db'>,
  query: EligibilityListQuery,
): Promise<AdminEligibilityRow[] | AdminEligibilityRowPage> {
  return repo.listAdminRows(deps.db, query);
}

/** The texts partners read, in Hindi where an admin entered it and the reader reads Hindi. */
export async function partnerRows(deps: Deps, locale: Locale = 'en'): Promise<EligibilityRow[]> {
  return repo.listActiveRows(deps.db, locale);
}
