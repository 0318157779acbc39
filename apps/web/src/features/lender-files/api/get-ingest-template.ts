import type { IngestKind } from '@saakh/domain/ingestion';

/**
 * GET /api/ingest-templates/{kind}: the kind's .xlsx template (its columns, an example row and notes). A plain link:
 * the admin's session cookie goes with it, and the browser saves the file.
 */
export function ingestTemplateHref(kind: IngestKind): string {
  return `/api/ingest-templates/${kind}`;
}
