import type { Deps } from '../../deps';
import type { AuditEntity, AuditRow } from '@saakh/domain/audit';
import { listAuditWithActors } from './audit.repository';

/** The history of one record, newest first. An id with no history answers an empty list, not a 404. */
export async function history(deps: Deps, entity: AuditEntity, id: number): Promise<AuditRow[]> {
  const rows = await listAuditWithActors(deps.db, entity, id);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
