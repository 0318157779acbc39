import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { partnerBrandingQueryOptions } from '@/features/partners/api/get-partner-branding';
import { setBrandKey } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';
import { setSessionValue } from '@/lib/session';
import { LandingPage } from './landing-page';

type SegmentData = { segment: string };

/**
 * /{urlSegment}: a partner's key brands the site (customer spec §2, §3) and is kept with the UTM values as the
 * lead's attribution; any other segment is not a page (404).
 */
export async function segmentLoader({ params }: LoaderFunctionArgs): Promise<SegmentData> {
  const segment = (params.urlSegment ?? '').toLowerCase();
  if (!/^[a-z0-9-]{2,40}$/.test(segment)) throw data(null, { status: 404 });
  let brand;
  try {
    brand = await queryClient.fetchQuery(partnerBrandingQueryOptions(segment));
  } catch {
    throw data(null, { status: 404 });
  }
  // The server answers the default brand for an unknown name: only a real match is a partner page.
  if (brand.key !== segment) throw data(null, { status: 404 });
  setBrandKey(brand.key);
  setSessionValue('partnerId', String(brand.id));
  return { segment: brand.key };
}

export function SegmentLandingPage() {
  const { segment } = useLoaderData() as SegmentData;
  return <LandingPage key={segment} segment={segment} />;
}
