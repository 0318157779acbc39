import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@saakh/domain/lists';
import { ApiError } from '@/lib/api-client';
import { exportHrefOf, reportTableResult } from './table-result';

type Row = { id: number };
const page: Page<Row> = { items: [{ id: 1 }], total: 1, page: 1, pageSize: 25 };

function result(partial: Partial<Parameters<typeof reportTableResult<Row>>[0]>) {
  return { data: page, isPending: false, isFetching: false, isError: false, error: null, refetch: vi.fn(), ...partial };
}

describe('reportTableResult', () => {
  it('shows a refused search by its own reason instead of the rows of the previous search', () => {
    const refused = new ApiError(422, 'Please correct the highlighted fields', {
      errors: { q: ['Search by a 10-digit mobile number or an application id'] },
    });
    const shown = reportTableResult(result({ isError: true, error: refused }), true);
    expect(shown.data).toBeUndefined();
    expect((shown.error as Error).message).toBe('Search by a 10-digit mobile number or an application id');
  });

  it('is an empty list, not a loading one, while the page does not ask', () => {
    const shown = reportTableResult(result({ data: undefined, isPending: true }), false);
    expect(shown).toMatchObject({ data: [], isPending: false, isError: false });
  });

  it('passes any other answer on as it is', () => {
    const answer = result({});
    expect(reportTableResult(answer, true)).toBe(answer);
  });
});

describe('exportHrefOf', () => {
  it("exports the list's query without its paging", () => {
    const href = exportHrefOf('/api/admin/reports/internal', {
      page: 3,
      pageSize: 50,
      sort: '-created_at',
      preset: 'yesterday',
    });
    expect(href?.('xlsx')).toBe('/api/admin/reports/internal/export?sort=-created_at&preset=yesterday&format=xlsx');
    expect(exportHrefOf('/api/x', null)).toBeUndefined();
  });
});
