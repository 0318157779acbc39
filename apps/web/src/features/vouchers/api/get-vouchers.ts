import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { OpenedVoucher, PublicVoucher } from '@saakh/domain/vouchers';
import { api } from '@/lib/api-client';

export function getVouchers() {
  return api<PublicVoucher[]>('/api/vouchers', { allowUnauthorized: true });
}

export function vouchersQueryOptions(language: Locale) {
  return queryOptions({ queryKey: ['vouchers', language], queryFn: getVouchers, staleTime: 5 * 60_000 });
}

export function useVouchers(language: Locale) {
  return useQuery(vouchersQueryOptions(language));
}

/** One voucher with its code, read when the customer opens it. */
export function getVoucher(id: number) {
  return api<OpenedVoucher>(`/api/vouchers/${id}`, { allowUnauthorized: true });
}

export function voucherQueryOptions(id: number, language: Locale) {
  return queryOptions({ queryKey: ['vouchers', language, id], queryFn: () => getVoucher(id), staleTime: 5 * 60_000 });
}

export function useVoucher(id: number, language: Locale) {
  return useQuery(voucherQueryOptions(id, language));
}
