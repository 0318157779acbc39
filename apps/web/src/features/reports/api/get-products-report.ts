import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import type { ProductsReportRow } from '@saakh/domain/reporting';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { reportsKey } from './get-dashboard';

export const PRODUCTS_REPORT_PATH = '/api/admin/reports/products';

/** One page of the figures per product (GET /api/admin/reports/products). */
export function productsReportQueryOptions(query: ListQuery) {
  return listQueryOptions<ProductsReportRow, Page<ProductsReportRow> & ReadSource>(
    [...reportsKey, 'products'],
    PRODUCTS_REPORT_PATH,
    query,
  );
}

export function useProductsReport(query: ListQuery | null) {
  return useQuery({ ...productsReportQueryOptions(query ?? {}), enabled: query !== null });
}
