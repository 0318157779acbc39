import type { Deps } from '../../deps';
import {
  auditEntityKind,
  auditNameKey,
  auditReferences,
  type AuditEntity,
  type AuditListQuery,
  type AuditRow,
  type AuditRowPage,
} from '@saakh/domain/audit';
import { mapList } from '../../db/lists';
import { listAuditWithActors, namesOf } from './audit.repository';

/**
 * Other modules record their changes through this entry (in their own transaction, so a change and its audit rows
 * commit together); a masquerading admin is recorded beside the partner.
 */
export { countRecentActions, recordAudit, type AuditEntry } from './audit.repository';

/**
 * The history of one record: without paging the newest changes (up to AUDIT_HISTORY_LIMIT), as the screen has always
 * read it; with paging, any page of the whole history. An id with no history answers an empty list, not a 404.
 */
export async function history(
  deps: Pick<Deps, 'db'>,
  entity: AuditEntity,
  id: number | string,
  query: AuditListQuery,
): Promise<AuditRow[] | AuditRowPage> {
  const rows = await listAuditWithActors(deps.db, entity, id, query);
  const items = Array.isArray(rows) ? rows : rows.items;
  // The record itself and every id the page's values hold, named in one lookup per kind.
  const recordKind = auditEntityKind(entity);
  const refs = items.map((row) => auditReferences(row));
  const names = await namesOf(deps.db, [...(recordKind ? [{ kind: recordKind, id }] : []), ...refs.flat()]);
  const recordName = recordKind ? (names.get(auditNameKey(recordKind, id)) ?? null) : null;
  let index = 0;
  return mapList(rows, (row) => {
    const own = refs[index++] ?? [];
    return {
      ...row,
      created_at: row.created_at.toISOString(),
      record_name: recordName,
      names: Object.fromEntries(
        own.flatMap(({ kind, id: refId }) => {
          const key = auditNameKey(kind, refId);
          const name = names.get(key);
          return name === undefined ? [] : [[key, name]];
        }),
      ),
    };
  });
}
