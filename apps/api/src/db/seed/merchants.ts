/**
 * Demo content for merchant management: FinServe fully onboarded, PaisaMitra active with its KYC and bank details
 * still missing (so its payouts are blocked), a sub-DSA of FinServe that applied through a merchant lead, a few
 * leads (new, approved, rejected), and earned commission on some of the demo disbursals so payouts have something
 * to pay. Runs once, after the demo activity; rows that exist already are left alone.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { partnerStatusCodes } from '@saakh/domain/merchants';
import type { Executor } from '../client';
import { admin_users } from '../schema/admins';
import { applications } from '../schema/applications';
import { merchant_leads } from '../schema/customer';
import { commission_ledger } from '../schema/ingestion';
import { partners } from '../schema/partners';
import { refreshCommissionsFor } from '../../modules/commissions/commissions.service';

const SUB_PARTNER_KEY = 'sahay-agents';
/** How many demo disbursals of each partner get an earned share. */
const EARNED_PER_PARTNER = 6;

async function partnerId(tx: Executor, key: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.key, key));
  return row?.id;
}

/**
 * Earned shares on a few of the partner's disbursals that have none yet: priced by the commissions module with their
 * lenders' months, then earned as if each lender had paid what Saakh expected.
 */
async function earnSome(tx: Executor, id: number): Promise<void> {
  const disbursed = await tx
    .select({ id: applications.id })
    .from(applications)
    .leftJoin(commission_ledger, eq(commission_ledger.application_id, applications.id))
    .where(and(eq(applications.partner_id, id), eq(applications.status, 'disbursed'), isNull(commission_ledger.id)))
    .orderBy(applications.disbursed_on, applications.id)
    .limit(EARNED_PER_PARTNER);
  const ids = disbursed.map((row) => row.id);
  if (ids.length === 0) return;
  await refreshCommissionsFor(tx, ids);
  await tx
    .update(commission_ledger)
    .set({ status: 'earned', earned_at: sql`now()` })
    .where(and(inArray(commission_ledger.application_id, ids), eq(commission_ledger.status, 'pending')));
}

export async function seedMerchantManagement(tx: Executor): Promise<void> {
  const finserve = await partnerId(tx, 'finserve');
  const paisamitra = await partnerId(tx, 'paisamitra');
  if (finserve) {
    await tx
      .update(partners)
      .set({
        partner_type: 'dsa',
        legal_name: 'FinServe Distribution Private Limited',
        pan: 'AAFCF1234K',
        gstin: '27AAFCF1234K1ZP',
        contact_name: 'Rohit Mehta',
        contact_email: 'rohit.mehta@finserve.example',
        contact_mobile: '9820012345',
        bank_account_holder: 'FinServe Distribution',
        bank_account_number: '50100234567891',
        bank_ifsc: 'HDFC0000240',
      })
      .where(and(eq(partners.id, finserve), isNull(partners.legal_name)));
    await earnSome(tx, finserve);
  }
  if (paisamitra) {
    // Active since before onboarding was kept: its KYC and bank details are still to come, so payouts wait.
    await tx
      .update(partners)
      .set({
        partner_type: 'dsa',
        legal_name: 'PaisaMitra Services LLP',
        contact_name: 'Farah Khan',
        contact_email: 'farah@paisamitra.example',
        contact_mobile: '9930054321',
      })
      .where(and(eq(partners.id, paisamitra), isNull(partners.legal_name)));
    await earnSome(tx, paisamitra);
  }
  await tx
    .update(partners)
    .set({ partner_type: 'merchant' })
    .where(inArray(partners.key, ['kisanbazaar']));

  const [admin] = await tx.select({ id: admin_users.id }).from(admin_users).where(eq(admin_users.role_id, 1)).limit(1);
  let subPartner = await partnerId(tx, SUB_PARTNER_KEY);
  if (!subPartner && finserve) {
    const [row] = await tx
      .insert(partners)
      .values({
        key: SUB_PARTNER_KEY,
        name: 'Sahay Agents',
        utm_id: `utm-${SUB_PARTNER_KEY}`,
        revenue_percent: '0.500',
        revenue_flat_fee: 150,
        status: partnerStatusCodes.applied,
        partner_type: 'dsa',
        legal_name: 'Sahay Agents',
        contact_name: 'Deepa Nair',
        contact_email: 'deepa@sahay-agents.example',
        contact_mobile: '9845011122',
        parent_partner_id: finserve,
        parent_split_percent: '20.00',
      })
      .onConflictDoNothing()
      .returning({ id: partners.id });
    subPartner = row?.id;
  }

  const existing = await tx.select({ id: merchant_leads.id }).from(merchant_leads).limit(1);
  if (existing.length > 0) return;
  await tx.insert(merchant_leads).values([
    {
      business_name: 'Ganesh Mobile Store',
      contact_name: 'Ganesh Patil',
      mobile: '9876501234',
      email: 'ganesh@ganeshmobiles.example',
      city: 'Nashik',
      partner_id: finserve ?? null,
      partner_name: finserve ? 'finserve' : null,
    },
    {
      business_name: 'Shree Laxmi Traders',
      contact_name: 'Kavita Agarwal',
      mobile: '9812304567',
      email: 'kavita@laxmitraders.example',
      city: 'Jaipur',
      status: 'contacted',
    },
    {
      business_name: 'Sahay Agents',
      contact_name: 'Deepa Nair',
      mobile: '9845011122',
      email: 'deepa@sahay-agents.example',
      city: 'Kochi',
      partner_id: finserve ?? null,
      partner_name: finserve ? 'finserve' : null,
      status: 'onboarded',
      decided_by: admin?.id ?? null,
      decided_at: sql`now() - interval '3 days'`,
      created_partner_id: subPartner ?? null,
    },
    {
      business_name: 'Quick Cash Point',
      contact_name: 'Vinod Kumar',
      mobile: '9711122233',
      email: 'vinod@quickcash.example',
      city: 'Delhi',
      status: 'closed',
      rejection_reason: 'Offers unregulated lending; not a fit for the marketplace',
      decided_by: admin?.id ?? null,
      decided_at: sql`now() - interval '5 days'`,
    },
  ]);
}
