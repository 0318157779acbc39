/**
 * Demo money for the partner area (issue 12): FinServe gets an active sub-DSA, FinServe Rural Agents, which takes a
 * third of FinServe's demo customers; the disbursals of both get their ledger lines from the commission rules
 * (lender slabs, the partners' terms, the parent's 25% split); lines older than a month are earned, those older than
 * forty days paid in monthly payouts but each partner's six newest earned ones, and one paid line is clawed back this
 * month. Runs once, after the demo
 * activity and merchant management.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { partnerStatusCodes } from '@saakh/domain/merchants';
import type { Executor } from '../client';
import { rowsOf } from '../sql';
import { admin_users } from '../schema/admins';
import { applications } from '../schema/applications';
import { commission_ledger } from '../schema/ingestion';
import { commission_clawbacks } from '../schema/partner-insights';
import { partners } from '../schema/partners';
import { refreshCommissionsFor } from '../../modules/commissions/commissions.service';

export const DEMO_SUB_PARTNER_KEY = 'finserve-rural';

/** Earned shares of each demo partner left unpaid, for the next payout to pay. */
const EARNED_LINES_WAITING = 6;

async function partnerId(tx: Executor, key: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.key, key));
  return row?.id;
}

export async function seedPartnerInsights(tx: Executor): Promise<void> {
  const finserve = await partnerId(tx, 'finserve');
  const [admin] = await tx.select({ id: admin_users.id }).from(admin_users).where(eq(admin_users.role_id, 1)).limit(1);
  if (!finserve || !admin) return;

  let sub = await partnerId(tx, DEMO_SUB_PARTNER_KEY);
  if (!sub) {
    const [row] = await tx
      .insert(partners)
      .values({
        key: DEMO_SUB_PARTNER_KEY,
        name: 'FinServe Rural Agents',
        utm_id: `utm-${DEMO_SUB_PARTNER_KEY}`,
        revenue_percent: '40.000',
        revenue_flat_fee: 100,
        status: partnerStatusCodes.active,
        partner_type: 'dsa',
        legal_name: 'FinServe Rural Agents LLP',
        contact_name: 'Sunita Yadav',
        contact_email: 'sunita@finserve-rural.example',
        contact_mobile: '9812044455',
        parent_partner_id: finserve,
        parent_split_percent: '25.00',
      })
      .returning({ id: partners.id });
    sub = row?.id;
  }
  if (!sub) return;

  // A third of FinServe's customers (those with no commission earned yet) came through the sub-DSA; their pending
  // lines are priced again below, split with FinServe.
  const movedUsers = sql`(select a.user_id from applications a where a.partner_id = ${finserve} and a.user_id % 3 = 0
    and not exists (select 1 from commission_ledger l join applications b on b.id = l.application_id
                    where b.user_id = a.user_id and l.status <> 'pending'))`;
  await tx.execute(sql`update applications set partner_id = ${sub}
    where partner_id = ${finserve} and user_id in ${movedUsers}`);
  await tx.execute(sql`update customer_apps set partner_id = ${sub}
    where partner_id = ${finserve} and user_id in (select user_id from applications where partner_id = ${sub})`);
  await tx.execute(sql`update customer_journeys set partner_id = ${sub}
    where partner_id = ${finserve} and user_id in (select user_id from applications where partner_id = ${sub})`);
  await tx.execute(sql`update tracking_events set partner_id = ${sub}
    where partner_id = ${finserve} and user_id in (select user_id from applications where partner_id = ${sub})`);
  await tx.execute(sql`update users set partner_id = ${sub}
    where id in (select user_id from applications where partner_id = ${sub})`);

  const disbursed = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.partner_id, [finserve, sub]), eq(applications.status, 'disbursed')));
  await refreshCommissionsFor(
    tx,
    disbursed.map((row) => row.id),
  );

  // Lines of disbursals more than a month old: the lender has paid, the share is earned (TDS deducted).
  await tx.execute(sql`update commission_ledger
    set status = 'earned', tds = round(amount * 0.02, 2), earned_at = (disbursed_on + 20)::timestamptz
    where partner_id in (${finserve}, ${sub}) and status = 'pending' and disbursed_on < current_date - 30`);

  // More than forty days old: paid, one transfer per partner and month; each partner's six newest earned shares wait
  // for the next payout whatever the day (how many disbursals fall in a ten-day window changes from day to day).
  const waiting = sql`(select id from (select id, row_number() over (partition by partner_id
                        order by disbursed_on desc, id desc) as newest
                      from commission_ledger
                      where partner_id in (${finserve}, ${sub}) and status = 'earned' and payout_id is null) kept
                    where newest <= ${EARNED_LINES_WAITING})`;
  const months = await rowsOf<{ partner_id: number; month: string }>(
    tx,
    sql`select distinct partner_id, to_char(disbursed_on, 'YYYY-MM') as month from commission_ledger
        where partner_id in (${finserve}, ${sub}) and status = 'earned' and payout_id is null
          and disbursed_on < current_date - 40 and id not in ${waiting}
        order by 1, 2`,
  );
  // As modules/commissions pays (decision 040): GST on each share for a registered partner, the sums to the paisa.
  for (const { partner_id: partner, month } of months) {
    const lines = sql`partner_id = ${partner} and status = 'earned' and payout_id is null
      and to_char(disbursed_on, 'YYYY-MM') = ${month} and disbursed_on < current_date - 40 and id not in ${waiting}`;
    await tx.execute(sql`update commission_ledger
      set gst = case when (select gstin from partners where id = ${partner}) is null then 0 else round(amount * 0.18, 2) end
      where ${lines}`);
    const [payout] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into partner_payouts (partner_id, reference, paid_on, amount, gst, tds, net, gstin, entries, created_by)
          select ${partner}, ${`DEMOUTR${partner}${month.replace('-', '')}`},
                 (date_trunc('month', (${month} || '-01')::date) + interval '1 month 9 days')::date,
                 sum(amount), sum(gst), sum(tds), sum(amount + gst - tds),
                 (select gstin from partners where id = ${partner}), count(*), ${admin.id}
          from commission_ledger
          where ${lines}
          on conflict do nothing
          returning id`,
    );
    if (!payout) continue;
    await tx.execute(sql`update commission_ledger
      set status = 'paid', payout_id = ${payout.id},
          paid_at = (date_trunc('month', (${month} || '-01')::date) + interval '1 month 9 days')
      where ${lines}`);
  }

  // The lender reversed its commission on one paid loan (foreclosed in the cooling-off period): clawed back now.
  const [paid] = await tx
    .select({
      id: commission_ledger.id,
      amount: commission_ledger.amount,
      gst: commission_ledger.gst,
      tds: commission_ledger.tds,
    })
    .from(commission_ledger)
    .leftJoin(commission_clawbacks, eq(commission_clawbacks.ledger_id, commission_ledger.id))
    .where(
      and(
        eq(commission_ledger.partner_id, finserve),
        eq(commission_ledger.status, 'paid'),
        isNull(commission_clawbacks.id),
      ),
    )
    .orderBy(sql`${commission_ledger.disbursed_on} desc`, commission_ledger.id)
    .limit(1);
  if (paid) {
    await tx.insert(commission_clawbacks).values({
      ledger_id: paid.id,
      partner_id: finserve,
      amount: paid.amount,
      gst: paid.gst ?? '0',
      tds: paid.tds,
      reason: 'Loan foreclosed within the cooling-off period; the lender reversed its commission',
      // This month in India, as the statement counts months: the database's own date is UTC's, a month behind on
      // the evening (IST) of a month's last day.
      month: sql`date_trunc('month', (now() at time zone 'Asia/Kolkata'))::date`,
      created_by: admin.id,
    });
  }
}
