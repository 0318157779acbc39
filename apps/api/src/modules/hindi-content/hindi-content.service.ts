/** The missing-Hindi check (decision 025): what admins entered in English with no Hindi beside it yet. */
import type { MissingHindiPage, MissingHindiQuery } from '@saakh/domain/hindi-content';
import type { Deps } from '../../deps';
import * as repo from './hindi-content.repository';

export async function missingHindi(deps: Pick<Deps, 'db'>, query: MissingHindiQuery): Promise<MissingHindiPage> {
  const { items, total } = await repo.pageMissingHindi(deps.db, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
