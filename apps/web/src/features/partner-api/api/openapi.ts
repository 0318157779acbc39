/** The partner API's own OpenAPI document (GET /api/partner-api/v1/openapi.json), to show and download. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API_OPENAPI_PATH } from '@saakh/domain/partner-api';

export type PartnerApiOperation = { summary?: string };
export type PartnerApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, PartnerApiOperation>>;
};

export function partnerApiDocumentQueryOptions() {
  return queryOptions({
    queryKey: ['partner-api-document'],
    queryFn: async ({ signal }) => {
      const response = await fetch(PARTNER_API_OPENAPI_PATH, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as PartnerApiDocument;
    },
    staleTime: Infinity,
  });
}

export function usePartnerApiDocument() {
  return useQuery(partnerApiDocumentQueryOptions());
}
