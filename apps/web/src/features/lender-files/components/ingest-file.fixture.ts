/** Files and history records as the API answers them, for this feature's tests. */
import type { IngestFile, IngestFileRecord } from '@saakh/domain/ingestion';

export function ingestFile(overrides: Partial<IngestFile> = {}): IngestFile {
  return {
    id: 5,
    kind: 'status',
    lender_id: null,
    found: null,
    file_name: 'kotak-status-march.xlsx',
    status: 'processing',
    stage: 'ready',
    size_bytes: 20_480,
    created_at: '2026-03-05T09:30:00.000Z',
    updated_at: '2026-03-05T09:30:05.000Z',
    uploaded_by: 'Asha Admin',
    rows_read: 14,
    rows_total: 14,
    bytes_read: 20_480,
    rows_updated: 0,
    error_count: 0,
    errors: [],
    unknown_columns: [],
    outcomes: { status_change: 12, details: 1, unchanged: 1, error: 0 },
    samples: [
      {
        row: 2,
        outcome: 'status_change',
        application_id: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
        score: null,
        current_status: 'in_review',
        values: { application_id: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192', status: 'approved', remarks: null },
      },
    ],
    duplicate_of: null,
    skip_errors: null,
    failure: null,
    applied_at: null,
    ...overrides,
  };
}

export function ingestRecord(overrides: Partial<IngestFileRecord> = {}): IngestFileRecord {
  return {
    id: 1,
    created_at: '2026-03-05T09:30:00.000Z',
    file_name: 'kotak-status-march.xlsx',
    status: 'completed',
    stage: 'applied',
    rows_updated: 12,
    errors: null,
    error_count: 0,
    ...overrides,
  };
}
