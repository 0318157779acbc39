import type { FastifyInstance } from 'fastify';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import type { PartnerBranding } from '@saakh/domain/partners';
import { AppError } from '../../lib/app-error';
import * as repo from './partners.repository';

/** A partner's brand; the default brand when the name is not an active partner (customer spec §3). */
export async function brandingByName(app: FastifyInstance, name: string): Promise<PartnerBranding> {
  const branding =
    (await repo.findActiveBranding(app.db, name.toLowerCase())) ??
    (await repo.findActiveBranding(app.db, DEFAULT_PARTNER_KEY));
  if (!branding) throw new AppError('not_found', 'notFound');
  return branding;
}
