/** The ledger check's queries (modules/commissions/ledger-check.ts): payouts against their lines, money by month. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { commission_ledger } from '../../db/schema/ingestion';
import { commission_clawbacks } from '../../db/schema/partner-insights';
import { partner_payouts, partners } from '../../db/schema/partners';
import { gstOnShare } from './commissions.repository';

export type PayoutDisagreement = {
  payout_id: number;
  partner_id: number;
  recorded_net: string;
  recorded_amount: string;
  recorded_gst: string;
  recorded_tds: string;
  recorded_clawbacks: string;
  recorded_entries: number;
  lines_amount: string;
  lines_gst: string;
  lines_tds: string;
  lines_entries: number;
  clawbacks_net: string;
};

/**
 * Payouts whose recorded figures are not the sums of the shares they paid and the clawbacks they recovered, or whose
 * net is not amount + GST − TDS − clawbacks; and how many payouts there are.
 */
export async function payoutDisagreements(db: Executor): Promise<{ count: number; rows: PayoutDisagreement[] }> {
  const [total] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from ${partner_payouts}`);
  const rows = await rowsOf<PayoutDisagreement>(
    db,
    sql`select p.id as payout_id, p.partner_id, p.net::text as recorded_net, p.amount::text as recorded_amount,
               p.gst::text as recorded_gst, p.tds::text as recorded_tds, p.clawbacks::text as recorded_clawbacks,
               p.entries as recorded_entries,
               coalesce(l.amount, 0)::text as lines_amount, coalesce(l.gst, 0)::text as lines_gst,
               coalesce(l.tds, 0)::text as lines_tds, coalesce(l.entries, 0)::int as lines_entries,
               coalesce(c.net, 0)::text as clawbacks_net
        from ${partner_payouts} p
        left join (select payout_id, sum(amount) as amount, sum(coalesce(gst, 0)) as gst, sum(tds) as tds,
                          count(*) as entries, count(*) filter (where gst is null) as without_gst
                   from ${commission_ledger} where payout_id is not null group by payout_id) l on l.payout_id = p.id
        left join (select payout_id, sum(amount + gst - tds) as net
                   from ${commission_clawbacks} where payout_id is not null group by payout_id) c on c.payout_id = p.id
        where p.amount <> coalesce(l.amount, 0) or p.gst <> coalesce(l.gst, 0) or p.tds <> coalesce(l.tds, 0)
           or p.entries <> coalesce(l.entries, 0) or p.clawbacks <> coalesce(c.net, 0)
           or p.net <> p.amount + p.gst - p.tds - p.clawbacks or coalesce(l.without_gst, 0) > 0
        order by p.id`,
  );
  return { count: total?.count ?? 0, rows };
}

export type MonthMoney = {
  partner_id: number;
  /** YYYY-MM: a share's disbursal month, a clawback's statement month. */
  month: string;
  /** The net the shares and clawbacks of the month were paid with (recovered clawbacks negative). */
  paid: string;
  /** The net still owed on them: unpaid shares with GST by today's registration, clawbacks to recover negative. */
  payable: string;
  /** Shares whose status and payout disagree ("paid" without a payout or GST, or a payout on an unpaid status). */
  inconsistent: number;
};

/** Every partner's money by statement month, from the ledger, the clawbacks and the payouts. */
export function moneyByMonth(db: Executor): Promise<MonthMoney[]> {
  return rowsOf<MonthMoney>(
    db,
    sql`select partner_id, month, sum(paid)::text as paid, sum(payable)::text as payable,
               (count(*) filter (where inconsistent))::int as inconsistent
        from (
          select l.partner_id, to_char(l.disbursed_on, 'YYYY-MM') as month,
                 case when l.payout_id is null then 0 else l.amount + coalesce(l.gst, 0) - l.tds end as paid,
                 case when l.payout_id is null
                      then l.amount + case when p.gstin is null then 0 else ${gstOnShare(sql.raw('l.amount'))} end - l.tds
                      else 0 end as payable,
                 ((l.status = 'paid') <> (l.payout_id is not null)) or (l.payout_id is not null and l.gst is null)
                   as inconsistent
          from ${commission_ledger} l join ${partners} p on p.id = l.partner_id
          union all
          select c.partner_id, to_char(c.month, 'YYYY-MM'),
                 case when c.payout_id is null then 0 else -(c.amount + c.gst - c.tds) end,
                 case when c.payout_id is null then -(c.amount + c.gst - c.tds) else 0 end,
                 false
          from ${commission_clawbacks} c
        ) money
        group by partner_id, month
        order by month, partner_id`,
  );
}
