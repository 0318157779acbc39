/** A quarter's Form 16A data of every partner paid in it (role 1), and the same as a file. */
import { useQuery } from '@tanstack/react-query';
import type { Form16a, Form16aQuery } from '@saakh/domain/payout-documents';
import { api } from '@/lib/api-client';
import { merchantsKey } from './get-merchant-partners';

export function useForm16a(query: Form16aQuery) {
  return useQuery({
    queryKey: [...merchantsKey, 'form16a', query],
    queryFn: ({ signal }) =>
      api<Form16a[]>(`/api/admin/tds/form16a?fy=${query.fy}&quarter=${query.quarter}`, { signal }),
    meta: { silent: true },
  });
}

export function form16aExportHref(query: Form16aQuery, format: 'csv' | 'xlsx'): string {
  return `/api/admin/tds/form16a/export?fy=${query.fy}&quarter=${query.quarter}&format=${format}`;
}
