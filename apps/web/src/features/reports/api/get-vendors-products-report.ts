import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import type { VendorsProductsReportRow } from '@saakh/domain/reporting';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { reportsKey } from './get-dashboard';

export const VENDORS_PRODUCTS_REPORT_PATH = '/api/admin/reports/vendors-products';

/** One page of the figures per lender and product (GET /api/admin/reports/vendors-products). */
export function vendorsProductsReportQueryOptions(query: ListQuery) {
  return listQueryOptions<VendorsProductsReportRow, Page<VendorsProductsReportRow> & ReadSource>(
    [...reportsKey, 'vendors-products'],
    VENDORS_PRODUCTS_REPORT_PATH,
    query,
  );
}

export function useVendorsProductsReport(query: ListQuery | null) {
  return useQuery({ ...vendorsProductsReportQueryOptions(query ?? {}), enabled: query !== null });
}
