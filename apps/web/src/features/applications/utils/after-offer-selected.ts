import type { QueryClient } from '@tanstack/react-query';
import type { SelectOfferResult } from '@saakh/domain/applications';
import type { Locale } from '@saakh/domain/i18n';
import { applicationKfsPagePath } from '@saakh/domain/routing';
import { applicationKfsQueryOptions } from '../api/get-application-kfs';

/**
 * Where the customer goes once an offer is selected (issue 30): the application's KFS, to read and accept with an
 * OTP, carrying the lender's step as `next`; straight to that step when the KFS of these terms is already accepted
 * (the same offer chosen again). The KFS read here is the one the page then shows, without asking again.
 */
export async function pathAfterOfferSelected(
  queryClient: QueryClient,
  result: SelectOfferResult,
  language: Locale,
): Promise<string> {
  const kfs = await queryClient.fetchQuery(applicationKfsQueryOptions(result.creditAppId, language)).catch(() => null);
  return kfs?.acknowledgedAt ? result.next.path : applicationKfsPagePath(result.creditAppId, result.next.path);
}
