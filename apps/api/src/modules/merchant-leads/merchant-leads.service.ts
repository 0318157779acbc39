/** The create-merchant form (customer spec §2): leads kept for merchant management, linked to the partner who sent them. */
import type { Deps } from '../../deps';
import type { CreateMerchantLeadInput } from '@saakh/domain/merchant-leads';
import { findPartnerIdByKey } from '../tracking/tracking.service';
import * as repo from './merchant-leads.repository';

export async function createMerchantLead(deps: Deps, input: CreateMerchantLeadInput, ip: string): Promise<void> {
  const partnerName = input.partner_name?.toLowerCase() || null;
  const partnerId = partnerName ? ((await findPartnerIdByKey(deps.db, partnerName)) ?? null) : null;
  await repo.insertMerchantLead(deps.db, {
    business_name: input.business_name,
    contact_name: input.contact_name,
    mobile: input.mobile,
    email: input.email,
    city: input.city,
    partner_id: partnerId,
    partner_name: partnerName,
    ip,
  });
}
