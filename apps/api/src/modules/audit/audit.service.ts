import type { Deps } from '../../deps';
import type { AuditEntity, AuditListQuery, AuditRow, AuditRowPage } from '@saakh/domain/audit';
import { mapList } from '../../db/lists';
import { listAuditWithActors } from './audit.repository';

/**
 * Other modules record their changes through this entry (in their own transaction, so a change and its audit rows
 * commit together); a masquerading admin is recorded beside the partner.
 */
export { recordAudit, type AuditEntry } from './audit.repository';

/**
 * The history of one record: without paging the newest changes (up to AUDIT_HISTORY_LIMIT), as the screen has always
 * read it; with paging, any page of the whole history. An id with no history answers an empty list, not a 404.
 */
export async function history(
  deps: Pick<Deps, 'db'>,
  entity: AuditEntity,
  id: number,
  query: AuditListQuery,
): Promise<AuditRow[] | AuditRowPage> {
  const rows = await listAuditWithActors(deps.db, entity, id, query);
  return mapList(rows, (row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
