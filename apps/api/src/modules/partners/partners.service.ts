import type { Deps } from '../../deps';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import type { PartnerBranding } from '@saakh/domain/partners';
import { AppError } from '../../lib/app-error';
import * as repo from './partners.repository';

/** A partner's brand; the default brand when the name is not an active partner (customer spec §3). */
export async function brandingByName(deps: Deps, name: string): Promise<PartnerBranding> {
  const branding =
    (await repo.findActiveBranding(deps.db, name.toLowerCase())) ??
    (await repo.findActiveBranding(deps.db, DEFAULT_PARTNER_KEY));
  if (!branding) throw new AppError('not_found', 'notFound');
  return branding;
}
