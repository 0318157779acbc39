/**
 * The volume data generator behind `npm run seed:volume` (issue 9) and the reporting benchmark: months of realistic
 * marketplace traffic made inside the database by set-based SQL (generate_series, INSERT … SELECT, one calendar
 * month per batch), never row by row from Node. Every random choice is a hash of a row number and the seed
 * (`hashint8extended`), so the same options on the same end day make the same rows on PGlite and on PostgreSQL.
 *
 * What it makes, over the months ending `end` (yesterday in India by default), with daily traffic growing about
 * threefold, a weekly rhythm (Sundays ~30% below midweek) and a festive-season lift in October and November:
 *
 *   partners      150 DSAs (keys `vol-p001`…) plus the demo partners, sharing 70% of traffic Zipf-like; 30% direct
 *   lenders       the live lenders already there, per product; a product with fewer than 3 gets `vol_…` lenders
 *   sessions      a customer verifying their mobile (otp_verified): 78% complete the profile, which opens a lead
 *                 (customer_apps) for pl/bl/gl/hl; 88% of leads view offers, 72% of those select 1–4 offers, each
 *                 an application. 7% of sessions are a returning customer (a second lead of an earlier user).
 *   users         one per new customer: Indian name, unique mobile (10 digits, 6–9 first), unique PAN (AAAPA9999A);
 *                 each with the terms consent and marketing on SMS (85%), WhatsApp (60%), e-mail (70% of those with one)
 *   applications  along the status machine with history: submitted minutes after creation, in review within two
 *                 days, decided hours to days later, disbursed days after approval; some cancelled or expired.
 *                 Disbursals carry amount, date and expected commission; 86% get a commission receipt the month
 *                 after, on a statement file (ingest_files) per lender and month.
 *   events        per session: landing (mostly anonymous), otp_verified, profile_complete, offers_viewed (1–2),
 *                 offer_selected per application, and card/insurance clicks (offer_selected with product
 *                 cards/insurance); the rest of the `events` budget is anonymous landings. utm_source is
 *                 partner/google/facebook/instagram/youtube/whatsapp/email/cashkaro or none.
 *
 * Volume rows are marked so `--force` can remove them: users and tracking events have url_segment 'volume',
 * partners key 'vol-…', created lenders lender_key 'vol_…', commission files file_name 'volume-…'; the seed_steps
 * row 'volume-data' says a run happened (written first, so a run that failed half way also needs `--force`).
 * Nothing else is touched: not the demo admins, partners' users, the catalogue, nor rows made by people.
 */
import { CONSENT_TEXT_VERSIONS } from '@saakh/domain/consents';
import { emailDomains, femaleFirstNames, lastNames, maleFirstNames, partnerName, textArray } from './volume-names';

/** Runs one SQL text (no parameters: every value is a number or a checked date written into the text). */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;
export type Progress = (line: string) => void;

export type VolumeOptions = {
  applications: number;
  /** Tracking events in all (landings make up what the sessions leave). */
  events: number;
  months: number;
  seed: number;
  /** The last day (YYYY-MM-DD, a day in India); yesterday when absent. */
  end?: string;
  partners?: number;
  /** work_mem and temp_buffers of the generating session (default 256MB; less for embedded PGlite). */
  workMem?: string;
  /** Vacuum the tables at the end as a server's autovacuum would have (PostgreSQL), instead of only analysing. */
  vacuum?: boolean;
};

export type VolumeSummary = {
  firstDay: string;
  lastDay: string;
  days: number;
  partners: number;
  lenders: number;
  users: number;
  leads: number;
  applications: number;
  statusHistory: number;
  events: number;
  commissionReceipts: number;
  commissionFiles: number;
  ms: Record<string, number>;
};

export const VOLUME_MARK = 'volume';
const SEED_STEP = 'volume-data';

/** Funnel and traffic shape; see the module comment. */
const shape = {
  growth: 3,
  returning: 0.07,
  profile: 0.78,
  offersViewed: 0.88,
  secondView: 0.1,
  select: 0.72,
  /** Applications per selecting lead: 1, 2, 3 or 4 (cumulative shares). */
  offersSelected: [0.6, 0.87, 0.97],
  cardClick: 0.08,
  cardClickOnCardPage: 0.6,
  directShare: 0.3,
  partnerZipf: 1.1,
  lenderZipf: 0.9,
  receipts: 0.86,
};
/** Applications per session, as planned: sessions are sized from it, with a margin trimmed at random. */
const applicationsPerSession = (() => {
  const [one, two, three] = shape.offersSelected;
  const perSelect = one * 1 + (two - one) * 2 + (three - two) * 3 + (1 - three) * 4;
  return shape.profile * shape.offersViewed * shape.select * perSelect;
})();

const loanProducts = ['pl', 'bl', 'gl', 'hl'] as const;
type LoanProduct = (typeof loanProducts)[number];

/** Lenders made when a product has fewer than three: well-known names, keyed `vol_…`. */
const fallbackLenders: Record<LoanProduct, string[]> = {
  pl: [
    'HDFC Bank',
    'ICICI Bank',
    'Axis Bank',
    'Kotak Mahindra',
    'Bajaj Finserv',
    'Tata Capital',
    'IDFC First',
    'Fibe',
    'KreditBee',
  ],
  bl: ['Lendingkart', 'Indifi', 'FlexiLoans', 'NeoGrowth', 'U GRO Capital', 'SBI', 'Ziploan', 'Protium'],
  gl: ['Muthoot Finance', 'Manappuram', 'IIFL Gold', 'Rupeek', 'Federal Bank', 'indiagold'],
  hl: [
    'Aadhar Housing',
    'Aavas Financiers',
    'PNB Housing',
    'Home First',
    'LIC Housing',
    'Can Fin Homes',
    'Shriram Housing',
  ],
};
const lenderTerms: Record<LoanProduct, { upto: number; tenure: number; rate: string; fee: string; ticket: number }> = {
  pl: { upto: 1_000_000, tenure: 60, rate: '10.99', fee: '2.00', ticket: 4 },
  bl: { upto: 3_000_000, tenure: 36, rate: '15.50', fee: '2.50', ticket: 4 },
  gl: { upto: 500_000, tenure: 24, rate: '9.50', fee: '0.50', ticket: 3 },
  hl: { upto: 5_000_000, tenure: 300, rate: '8.75', fee: '0.50', ticket: 4 },
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const count = (rows: Record<string, unknown>[], column = 'n') => Number(rows[0]?.[column] ?? 0);

/** Yesterday in India (UTC+5:30, no daylight saving). */
export function yesterdayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

export async function hasVolumeData(run: RunSql): Promise<boolean> {
  return (await run(`select 1 from seed_steps where name = ${literal(SEED_STEP)}`)).length > 0;
}

/**
 * Removes what an earlier run made (by its marks), children before parents, in one transaction. A superuser skips
 * the per-row foreign-key triggers (some referencing columns have no index: a million leads would take hours) and
 * instead checks every foreign key into the tables it deleted from before committing; a row made by someone else
 * that points at volume data rolls it all back.
 */
export async function removeVolumeData(
  run: RunSql,
  progress: Progress,
): Promise<{ firstDay: string; lastDay: string } | undefined> {
  const started = performance.now();
  // The days the removed rows were counted on (a run's statuses and payouts end with its events), to count again.
  const [days] = await run(
    `select to_char(min(created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as first_day,
       to_char(max(created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as last_day
     from tracking_events where url_segment = ${literal(VOLUME_MARK)}`,
  );
  const volumeUsers = `select id from users where url_segment = ${literal(VOLUME_MARK)}`;
  const volumeApps = `select id from applications where user_id in (${volumeUsers})`;
  const statements = [
    `delete from commission_receipts where file_id in (select id from ingest_files where file_name like 'volume-%') or application_id in (${volumeApps})`,
    `delete from ingest_files where file_name like 'volume-%'`,
    // Rows the API's own jobs derive from volume applications go with them; a lender's MIS row only lets go.
    `delete from commission_ledger where application_id in (${volumeApps})`,
    `delete from intake_submissions where application_id in (${volumeApps})`,
    `update mis_rows set application_id = null where application_id in (${volumeApps})`,
    `delete from application_status_history where application_id in (${volumeApps})`,
    `delete from applications where user_id in (${volumeUsers})`,
    `delete from customer_journeys where user_id in (${volumeUsers})`,
    `delete from tracking_events where url_segment = ${literal(VOLUME_MARK)} or user_id in (${volumeUsers})`,
    `delete from customer_apps where user_id in (${volumeUsers})`,
    `delete from consents where user_id in (${volumeUsers})`,
    `delete from users where url_segment = ${literal(VOLUME_MARK)}`,
    `delete from partners where key like 'vol-%'`,
    `delete from lenders where lender_key like 'vol\\_%'`,
    `delete from seed_steps where name = ${literal(SEED_STEP)}`,
  ];
  const parents = ['users', 'partners', 'lenders', 'customer_apps', 'applications', 'ingest_files'];
  await run('begin');
  try {
    const replica = await run(`set local session_replication_role = replica`).then(
      () => true,
      () => false,
    );
    for (const statement of statements) await run(statement);
    if (replica) {
      const keys = await run(
        `select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent,
           p.attname as parent_col
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
         where c.contype = 'f' and cardinality(c.conkey) = 1
           and c.confrelid::regclass::text in (${parents.map(literal).join(', ')})`,
      );
      for (const key of keys) {
        const [row] = await run(
          `select count(*) as n from ${String(key.child)} c where c.${String(key.col)} is not null and not exists
             (select 1 from ${String(key.parent)} p where p.${String(key.parent_col)} = c.${String(key.col)})`,
        );
        if (count([row ?? {}]) > 0) {
          throw new Error(
            `${count([row ?? {}])} rows of ${String(key.child)} (not made by seed:volume) point at volume data: nothing removed`,
          );
        }
      }
    }
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  }
  progress(`removed the earlier volume data (${Math.round((performance.now() - started) / 1000)} s)`);
  return days?.first_day && days.last_day
    ? { firstDay: String(days.first_day), lastDay: String(days.last_day) }
    : undefined;
}

/** SQL: a uniform number in [0, 1) from a row's key and a salt, the same for the same seed everywhere. */
function randomOf(seed: number) {
  return (key: string, salt: number) =>
    `((hashint8extended((${key})::int8, ${seed * 1000 + salt}) & 2147483647)::float8 / 2147483648.0)`;
}

export async function generateVolumeData(
  run: RunSql,
  options: VolumeOptions,
  progress: Progress,
): Promise<VolumeSummary> {
  const { applications, events, months, seed } = options;
  if (!Number.isInteger(applications) || applications < 1) throw new Error('--applications must be a positive integer');
  if (!Number.isInteger(events) || events < 0) throw new Error('--events must be a whole number');
  if (!Number.isInteger(months) || months < 1 || months > 60) throw new Error('--months must be 1 to 60');
  if (!Number.isInteger(seed) || seed < 0 || seed > 1_000_000) throw new Error('--seed must be 0 to 1000000');
  const lastDay = options.end ?? yesterdayInIndia();
  if (!isDay(lastDay)) throw new Error('--end must be a day, YYYY-MM-DD');
  const partnerCount = options.partners ?? 150;

  const R = randomOf(seed);
  const ms: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      ms[name] = Math.round(performance.now() - started);
    }
  };

  const [range] = await run(
    `select to_char((date ${literal(lastDay)} - make_interval(months => ${months}))::date + 1, 'YYYY-MM-DD') as first_day`,
  );
  const firstDay = String(range?.first_day);
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000) + 1;
  /** The start of the day after the last one, in India: nothing happens at or after it. */
  const cutoff = `((date ${literal(lastDay)} + 1)::timestamp at time zone 'Asia/Kolkata')`;
  progress(`volume data ${firstDay} to ${lastDay} (${days} days), seed ${seed}`);

  await run(`insert into seed_steps (name) values (${literal(SEED_STEP)})`);
  // For this session only: plan tables in memory, sorts without spilling, and no JIT (the plan tables have no
  // statistics until analysed, and compiling the big statements cost more than running them).
  for (const setting of [
    'jit = off',
    `work_mem = '${options.workMem ?? '256MB'}'`,
    `temp_buffers = '${options.workMem ?? '256MB'}'`,
  ]) {
    await run(`set ${setting}`).catch(() => undefined);
  }

  // ---- partners and lenders ------------------------------------------------------------------------------------
  const partnerIds = await timed('partners', async () => {
    const values = Array.from({ length: partnerCount }, (_, index) => {
      const key = `vol-p${String(index + 1).padStart(3, '0')}`;
      return `(${literal(key)}, ${literal(partnerName(index))}, ${literal(`utm-${key}`)}, ${(0.5 + (index % 5) * 0.25).toFixed(3)}, ${index % 4 === 0 ? 250 : 'null'}, ${index % 3 === 0}, (date ${literal(firstDay)} - ${30 + index})::timestamp at time zone 'Asia/Kolkata')`;
    });
    await run(
      `insert into partners (key, name, utm_id, revenue_percent, revenue_flat_fee, terms_apply, created_at)
       values ${values.join(',\n')}`,
    );
    // The demo partners (not the default brand) take ranks 2, 5 and 9, so their partner logins see traffic.
    const demo = await run(
      `select id from partners where key not like 'vol-%' and key <> 'cl' and deleted_at is null order by id limit 3`,
    );
    const volume = await run(`select id from partners where key like 'vol-%' order by key`);
    const ids = volume.map((row) => Number(row.id));
    [2, 5, 9].forEach((rank, index) => {
      const id = demo[index]?.id;
      if (id !== undefined) ids.splice(rank - 1, 0, Number(id));
    });
    return ids;
  });
  await run(`drop table if exists vol_partner, vol_pslot, vol_lender, vol_lslot`);
  await run(
    `create temp table vol_partner as
     select p.id, p.key, r.rank, sum(power(r.rank, -${shape.partnerZipf})) over (order by r.rank)
       / sum(power(r.rank, -${shape.partnerZipf})) over () as cum
     from unnest(array[${partnerIds.join(',')}]::int[]) with ordinality as r(id, rank) join partners p on p.id = r.id`,
  );
  // 10,000 slots: a uniform number picks a slot, the slot a partner (or none: direct traffic).
  const directSlots = Math.round(shape.directShare * 10_000);
  await run(
    `create temp table vol_pslot as
     select s as slot, case when s < ${directSlots} then null else
       (select id from vol_partner where cum >= (s - ${directSlots} + 0.5) / ${10_000 - directSlots}.0 order by rank limit 1) end as partner_id
     from generate_series(0, 9999) s`,
  );
  await run(`create index on vol_pslot (slot)`);
  await run(`analyze vol_pslot`);

  const lenderCount = await timed('lenders', async () => {
    for (const product of loanProducts) {
      const [have] = await run(`select count(*) as n from lenders where product = '${product}' and deleted_at is null`);
      if (Number(have?.n ?? 0) >= 3) continue;
      const terms = lenderTerms[product];
      const values = fallbackLenders[product].map((name, index) => {
        const key = `vol_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
        const mode = ['submit', 'intake', 'transaction'][index % 3];
        return `(${literal(name)}, ${literal(key)}, '${product}', 1, ${100 - index * 5}, ${terms.upto}, ${terms.tenure}, ${terms.rate}, ${terms.fee}, '${mode}', ${terms.ticket}, 2, 1, 1, ${product === 'bl' ? 1 : 0}, 15000, 21, 60)`;
      });
      await run(
        `insert into lenders (name, lender_key, product, lender_status, priority, loan_amount_upto, tenure, interest_rate,
           processing_fees, lender_mode, ticket_class, credit_score_class, salaried, self_employed, business, min_income,
           min_age, max_age)
         values ${values.join(',\n')}`,
      );
    }
    await run(
      `create temp table vol_lender as
       select id, product, lender_key as key, lender_mode as mode,
         row_number() over (partition by product order by priority desc, id)::int as rank,
         count(*) over (partition by product)::int as lenders,
         (0.8 + 0.4 * ${R('id', 90)})::numeric(6, 4) as commission_factor,
         0.1 * ${R('id', 91)} - 0.05 as approval_bias
       from lenders where deleted_at is null and product in ('pl', 'bl', 'gl', 'hl')`,
    );
    await run(`create index on vol_lender (product, rank)`);
    await run(`analyze vol_lender`);
    await run(
      `create temp table vol_lslot as
       select p.product, s as slot,
         (select rank from (select rank, sum(power(rank, -${shape.lenderZipf})) over (order by rank)
            / sum(power(rank, -${shape.lenderZipf})) over () as cum from vol_lender l where l.product = p.product) c
          where c.cum >= (s + 0.5) / 1000.0 order by rank limit 1) as rank
       from (values ('pl'), ('bl'), ('gl'), ('hl')) p(product), generate_series(0, 999) s`,
    );
    await run(`create index on vol_lslot (product, slot)`);
    await run(`analyze vol_lslot`);
    const rows = await run(`select product, min(lenders) as n from vol_lender group by product`);
    const perProduct = Object.fromEntries(rows.map((row) => [String(row.product), Number(row.n)]));
    for (const product of loanProducts) {
      if (!perProduct[product]) throw new Error(`no lender for ${product}`);
    }
    return rows.reduce((sum, row) => sum + Number(row.n), 0);
  });

  // ---- the days, their weights, and how many of a thing each day gets ------------------------------------------
  await run(`drop table if exists vol_day, vol_alloc_s, vol_alloc_b, vol_s0, vol_s1, vol_session, vol_app`);
  await run(
    `create temp table vol_day as
     select day, idx, sum(weight) over (order by idx) / sum(weight) over () as f1
     from (
       select d.day, d.idx,
         exp(ln(${shape.growth}) * d.idx / ${Math.max(days - 1, 1)}.0)
         * (array[0.72, 1.08, 1.1, 1.07, 1.05, 1.0, 0.86])[extract(dow from d.day)::int + 1]
         * case when extract(month from d.day) in (10, 11) then 1.12 when extract(month from d.day) = 3 then 1.05 else 1 end
         * (0.9 + 0.2 * ${R('d.idx', 1)}) as weight
       from (select g::date as day, (row_number() over (order by g) - 1)::int as idx
             from generate_series(date ${literal(firstDay)}, date ${literal(lastDay)}, interval '1 day') g) d
     ) w`,
  );
  await run(`analyze vol_day`);
  /** N things over the days by weight: each day's numbers lo..hi. */
  const allocate = (table: string, total: number) =>
    run(
      `create temp table ${table} as
       select day, idx, coalesce(lag(hi) over (order by idx), 0) + 1 as lo, hi
       from (select day, idx, case when idx = ${days - 1} then ${total}::int8 else floor(${total} * f1)::int8 end as hi
             from vol_day) x`,
    );
  /** A time of day in seconds: 4% between 00:30 and 06:00, the rest 06:00–23:00 peaking mid-afternoon. */
  const timeOfDay = (key: string) =>
    `case when ${R(key, 2)} < 0.04 then 1800 + ${R(key, 3)} * 19800 else 21600 + (${R(key, 3)} + ${R(key, 4)}) * 30600 end`;
  const atTime = (day: string, seconds: string) =>
    `((${day} + make_interval(secs => ${seconds})) at time zone 'Asia/Kolkata')`;

  // ---- sessions: the plan every customer row comes from ---------------------------------------------------------
  const sessions = Math.ceil((applications * 1.05 + 100) / applicationsPerSession);
  const lendersOf = `(select lenders from vol_lender l where l.product = s.product limit 1)`;
  const [plan] = await timed('plan', async () => {
    await allocate('vol_alloc_s', sessions);
    await run(
      `create temp table vol_s0 as
       select row_number() over (order by ts, n) as sess_no, x.*
       from (select g.n, a.day, a.lo as day_lo, ${atTime('a.day', timeOfDay('g.n'))} as ts
             from vol_alloc_s a cross join lateral generate_series(a.lo, a.hi) g(n)) x`,
    );
    await run(`create index on vol_s0 (sess_no)`);
    await run(`analyze vol_s0`);
    // A returning customer's session points at an earlier day's session that is not itself a return.
    await run(
      `create temp table vol_s1 as
       select s.*, case when s.ret then null else sum((not s.ret)::int) over (order by s.sess_no) end as new_user
       from (
         select s.sess_no, s.n, s.day, s.ts, s.j, s.own_partner,
           s.ret0 and t.sess_no is not null and not (${R('t.n', 10)} < ${shape.returning} and t.day_lo > 1) as ret
         from (select s.*, ${R('s.n', 10)} < ${shape.returning} and s.day_lo > 1 as ret0,
                 1 + floor(${R('s.n', 11)} * (s.day_lo - 1))::int8 as j, ps.partner_id as own_partner
               from vol_s0 s join vol_pslot ps on ps.slot = floor(${R('s.n', 5)} * 10000)::int) s
         left join vol_s0 t on s.ret0 and t.sess_no = s.j
       ) s`,
    );
    await run(`create index on vol_s1 (sess_no)`);
    await run(`analyze vol_s1`);
    const loanProduct = (key: string) =>
      `case when ${R(key, 13)} < 0.48 then 'pl' when ${R(key, 13)} < 0.70 then 'bl' when ${R(key, 13)} < 0.87 then 'gl' else 'hl' end`;
    const pageProduct = (key: string) =>
      `case when ${R(key, 13)} < 0.40 then 'pl' when ${R(key, 13)} < 0.55 then 'bl' when ${R(key, 13)} < 0.67 then 'gl' when ${R(key, 13)} < 0.75 then 'hl' when ${R(key, 13)} < 0.92 then 'cards' else 'insurance' end`;
    const [one, two, three] = shape.offersSelected;
    await run(
      `create temp table vol_session as
       select s.*,
         case when s.is_lead then s.ts + make_interval(secs => 180 + ${R('s.n', 14)} * 720) end as lead_ts,
         case when s.is_lead and ${R('s.n', 15)} < ${shape.offersViewed}
           then 1 + (${R('s.n', 16)} < ${shape.secondView})::int else 0 end as views,
         case when s.is_lead and ${R('s.n', 15)} < ${shape.offersViewed} and ${R('s.n', 19)} < ${shape.select} then
           case when ${R('s.n', 20)} < ${one} then 1 when ${R('s.n', 20)} < ${two} then 2 when ${R('s.n', 20)} < ${three} then 3 else 4 end
         else 0 end as selects,
         case when s.product in ('cards', 'insurance') then ${R('s.n', 21)} < ${shape.cardClickOnCardPage}
           else ${R('s.n', 21)} < ${shape.cardClick} end as card_click,
         case when s.product in ('cards', 'insurance') then s.product
           when ${R('s.n', 22)} < 0.65 then 'cards' else 'insurance' end as card_product,
         s.ts - make_interval(secs => 60 + ${R('s.n', 24)} * 1140) as land_ts,
         (s.ret and ${R('s.n', 25)} < 0.5) or ${R('s.n', 25)} < 0.04 as land_user,
         case s.product when 'pl' then round(50000 * power(20, ${R('s.n', 27)}) / 5000) * 5000
           when 'bl' then round(100000 * power(30, ${R('s.n', 27)}) / 5000) * 5000
           when 'gl' then round(20000 * power(25, ${R('s.n', 27)}) / 5000) * 5000
           when 'hl' then round(500000 * power(10, ${R('s.n', 27)}) / 5000) * 5000 end::int as desired
       from (
         select s.sess_no, s.n, s.day, s.ts, s.ret,
           coalesce(s.new_user, t.new_user) as user_no,
           case when s.ret then t.own_partner else s.own_partner end as partner_id,
           case when s.ret then t.n else s.n end as user_key,
           ${R('s.n', 12)} < ${shape.profile} as is_lead,
           case when ${R('s.n', 12)} < ${shape.profile} then ${loanProduct('s.n')} else ${pageProduct('s.n')} end as product
         from vol_s1 s left join vol_s1 t on s.ret and t.sess_no = s.j
       ) s`,
    );
    await run(`drop table vol_s0, vol_s1`);
    await run(`analyze vol_session`);
    // Leads in time order, their first lender (by the lenders' Zipf weights) and whether the lead is still open.
    await run(
      `create temp table vol_lead as
       select s.sess_no, row_number() over (order by s.lead_ts, s.sess_no) as lead_no,
         ls.rank as first_rank,
         s.lead_ts > ${cutoff} - interval '30 days'
           and row_number() over (partition by s.user_no, s.product order by s.lead_ts desc) = 1 as open
       from vol_session s join vol_lslot ls on ls.product = s.product and ls.slot = floor(${R('s.n', 26)} * 1000)::int
       where s.is_lead`,
    );
    await run(`create index on vol_lead (sess_no)`);
    await run(`analyze vol_lead`);
    // Applications: each selection, then a random margin trimmed so that exactly N remain.
    await run(
      `create temp table vol_app as
       select row_number() over (order by created_at, sess_no, k) as app_no, x.*
       from (
         select s.sess_no, k.k,
           s.lead_ts + make_interval(secs => 60 + ${R('s.n', 17)} * 240 + 60 + k.k * 90 + ${R('s.n * 8 + k.k', 31)} * 420) as created_at
         from vol_session s cross join lateral generate_series(1, least(s.selects, ${lendersOf})) k(k)
         where s.selects > 0
         order by ${R('s.n * 8 + k.k', 30)}
         limit ${applications}
       ) x`,
    );
    await run(`create index on vol_app (sess_no)`);
    await run(`analyze vol_app`);
    return run(
      `select (select count(*) from vol_session) as sessions,
         (select count(*) from vol_session where not ret) as users,
         (select count(*) from vol_session where is_lead) as leads,
         (select count(*) from vol_app) as applications,
         (select count(*) * 2 + sum(is_lead::int) + sum(views) + sum(card_click::int) from vol_session) as session_events`,
    );
  });
  const users = Number(plan?.users ?? 0);
  const leads = Number(plan?.leads ?? 0);
  const planned = Number(plan?.applications ?? 0);
  if (planned !== applications)
    throw new Error(`planned ${planned} applications instead of ${applications}: try another --seed`);
  const sessionEvents = Number(plan?.session_events ?? 0) + applications;
  const landings = Math.max(0, events - sessionEvents);
  if (landings === 0)
    progress(`note: ${sessionEvents} events follow from the sessions alone, above --events ${events}`);
  await allocate('vol_alloc_b', landings);
  await run(`analyze vol_alloc_b`);
  progress(
    `planned ${Number(plan?.sessions).toLocaleString('en-US')} sessions: ${users.toLocaleString('en-US')} customers, ` +
      `${leads.toLocaleString('en-US')} leads, ${applications.toLocaleString('en-US')} applications, ` +
      `${(sessionEvents + landings).toLocaleString('en-US')} events (${landings.toLocaleString('en-US')} anonymous landings) ` +
      `(${Math.round(ms.plan! / 100) / 10} s)`,
  );

  /** Keeps the ids of rows made here one block after the highest in use: the rows then go in time order. */
  const reserveIds = async (table: string, total: number): Promise<number> => {
    const [row] = await run(
      `select greatest(nextval(pg_get_serial_sequence('${table}', 'id')), (select coalesce(max(id), 0) + 1 from ${table})) as base`,
    );
    const base = Number(row?.base ?? 1);
    await run(`select setval(pg_get_serial_sequence('${table}', 'id'), ${base + total})`);
    return base;
  };

  // ---- customers and leads ---------------------------------------------------------------------------------------
  const utmsOf = (key: string, partnerId: string, partnerKey: string, product: string, day: string) =>
    `case when ${partnerId} is not null and ${R(key, 70)} < 0.75
       then jsonb_build_object('utm_source', 'partner', 'utm_medium', 'referral', 'utm_campaign', ${partnerKey})
     when ${R(key, 71)} < 0.28 then null
     else jsonb_build_object(
       'utm_source', (array['google','facebook','instagram','youtube','whatsapp','email','cashkaro'])[w.i],
       'utm_medium', (array['cpc','paid_social','paid_social','video','share','newsletter','affiliate'])[w.i],
       'utm_campaign', coalesce(${product}, 'brand') || '_' || case when extract(month from ${day}) in (10, 11) then 'festive'
         when extract(month from ${day}) in (1, 2, 3) then 'year_end' else 'always_on' end || '_' || to_char(${day}, 'YY'))
     end`;
  /** Which of the paid/organic sources a visit came from (index into the arrays above). */
  const sourceIndex = (key: string) =>
    `(select case when u < 0.58 then 1 when u < 0.74 then 2 when u < 0.82 then 3 when u < 0.86 then 4
        when u < 0.92 then 5 when u < 0.96 then 6 else 7 end as i from (select ${R(key, 71)} as u) r)`;

  // Mobiles and PANs: an affine map of a shuffled rank, so each is unique and neighbours look unrelated.
  await run(`drop table if exists vol_user`);
  await run(
    `create temp table vol_user as
     select user_no, row_number() over (order by ${R('user_no', 58)}, user_no) as mobile_rank,
       row_number() over (order by ${R('user_no', 59)}, user_no) as pan_rank
     from vol_session where not ret`,
  );
  await run(`create index on vol_user (user_no)`);
  await run(`analyze vol_user`);
  let mobileOffset = seed * 7919;
  const mobileTail = (offset: number) => `lpad(((${offset} + vu.mobile_rank) * 387420489 % 1000000000)::text, 9, '0')`;
  for (let attempt = 0; ; attempt += 1) {
    const [clash] = await run(
      `select count(*) as n from users where substr(mobile_phone_number, 2) in (select ${mobileTail(mobileOffset)} from vol_user vu)`,
    );
    if (Number(clash?.n ?? 0) === 0) break;
    if (attempt >= 5) throw new Error('could not find mobile numbers unused in this database');
    mobileOffset += 1_000_003;
  }
  // Foreign keys are checked once at the end, set-based, instead of by a trigger per row (about half the time of a
  // month's inserts). Only a superuser may; elsewhere the triggers check as usual.
  const replica = await run(`set session_replication_role = replica`).then(
    () => true,
    () => false,
  );
  const userBase = await reserveIds('users', users);
  const leadBase = await reserveIds('customer_apps', leads);
  await timed('users', async () => {
    const female = textArray(femaleFirstNames);
    const male = textArray(maleFirstNames);
    const last = textArray(lastNames);
    const domains = textArray(emailDomains);
    await run(
      `insert into users (id, mobile_phone_number, first_name, last_name, email, birth_date, tin, partner_id,
         monthly_income, credit_score_band, utms, url_segment, last_login_at, created_at, updated_at)
       select ${userBase} + s.user_no,
         (array['9','9','8','8','7','7','6'])[1 + floor(${R('s.user_no', 60)} * 7)::int]
           || ${mobileTail(mobileOffset)},
         n.first_name, n.last_name,
         case when ${R('s.user_no', 63)} < 0.65 then lower(n.first_name) || '.' || lower(n.last_name)
           || (s.user_no % 997)::text || '@' || ${domains}[1 + floor(${R('s.user_no', 64)} * 6)::int] end,
         (s.ts at time zone 'Asia/Kolkata')::date - (7665 + floor(${R('s.user_no', 65)} * 13500))::int,
         case when s.is_lead or ${R('s.user_no', 66)} < 0.3 then
           chr(65 + (p.x / 10000 / 676 % 26)::int) || chr(65 + (p.x / 10000 / 26 % 26)::int) || chr(65 + (p.x / 10000 % 26)::int)
           || 'P' || left(n.last_name, 1) || lpad((p.x % 10000)::text, 4, '0') || chr(65 + floor(${R('s.user_no', 67)} * 26)::int) end,
         s.partner_id,
         (round(15000 * power(13, ${R('s.user_no', 68)}) / 1000) * 1000)::int,
         case when ${R('s.user_no', 70)} < 0.08 then 1 when ${R('s.user_no', 70)} < 0.2 then 2
           when ${R('s.user_no', 70)} < 0.55 then 3 else 4 end,
         ${utmsOf('s.n', 's.partner_id', 'vp.key', 's.product', 's.day')},
         ${literal(VOLUME_MARK)}, coalesce(r.last_ts, s.ts), s.ts, coalesce(r.last_ts, s.ts)
       from vol_session s
       cross join lateral (select case when ${R('s.user_no', 61)} < 0.5
           then ${female}[1 + floor(${R('s.user_no', 62)} * ${femaleFirstNames.length})::int]
           else ${male}[1 + floor(${R('s.user_no', 62)} * ${maleFirstNames.length})::int] end as first_name,
         ${last}[1 + floor(${R('s.user_no', 69)} * ${lastNames.length})::int] as last_name) n
       join vol_user vu on vu.user_no = s.user_no
       cross join lateral (select ((${seed * 7919} + vu.pan_rank) * 387420489 % 175760000) as x) p
       cross join lateral ${sourceIndex('s.n')} w
       left join vol_partner vp on vp.id = s.partner_id
       left join (select user_no, max(ts) as last_ts from vol_session where ret group by user_no) r on r.user_no = s.user_no
       where not s.ret
       order by s.user_no`,
    );
    // Each customer agreed to the terms at sign-in and ticked marketing on some channels (issue 30): the send rule
    // needs a standing marketing consent for a campaign message to go.
    const consentRows = [
      ['terms_privacy', 1],
      ['marketing_sms', 0.85],
      ['marketing_whatsapp', 0.6],
      ['marketing_email', 0.7],
    ] as const;
    await run(
      `insert into consents (user_id, purpose, kind, text_version, language, channel, accepted_at)
       select u.id, c.purpose, c.purpose, c.version, 'en', 'web', u.created_at
       from users u
       cross join (values ${consentRows
         .map(
           ([purpose, share], index) =>
             `(${literal(purpose)}, ${literal(CONSENT_TEXT_VERSIONS[purpose])}, ${share}, ${index})`,
         )
         .join(', ')}) as c(purpose, version, share, salt)
       where u.id > ${userBase} and u.id <= ${userBase} + ${users} and u.url_segment = ${literal(VOLUME_MARK)}
         and (c.purpose <> 'marketing_email' or u.email is not null)
         and ${R(`(u.id - ${userBase}) * 4 + c.salt`, 71)} < c.share
       order by u.id, c.salt`,
    );
    await run(
      `insert into customer_apps (id, user_id, product, status, desired_amount, partner_id, created_at, updated_at, closed_at)
       select ${leadBase} + l.lead_no, ${userBase} + s.user_no, s.product, case when l.open then 'open' else 'closed' end,
         s.desired, s.partner_id, s.lead_ts,
         case when l.open then s.lead_ts else least(s.lead_ts + interval '30 days', ${cutoff} - interval '1 second') end,
         case when l.open then null else least(s.lead_ts + interval '30 days', ${cutoff} - interval '1 second') end
       from vol_lead l join vol_session s on s.sess_no = l.sess_no
       order by l.lead_no`,
    );
  });
  progress(
    `customers and leads: ${users.toLocaleString('en-US')} users, ${leads.toLocaleString('en-US')} leads ` +
      `(${Math.round(ms.users! / 100) / 10} s)`,
  );

  // ---- month by month: applications with their history, then the month's events --------------------------------
  const monthRows = await run(
    `select to_char(m, 'YYYY-MM-DD') as start, to_char(least((m + interval '1 month')::date, date ${literal(lastDay)} + 1), 'YYYY-MM-DD') as stop
     from generate_series(date_trunc('month', date ${literal(firstDay)}), date ${literal(lastDay)}, interval '1 month') m`,
  );
  const eventBase = await reserveIds('tracking_events', sessionEvents + landings);
  let eventCursor = eventBase;
  let historyRows = 0;
  let madeEvents = 0;
  const products = `case s.product when 'pl' then 0 when 'bl' then 1 when 'gl' then 2 else 3 end + 1`;
  const pathOf = (product: string) =>
    `case ${product} when 'pl' then '/personal-loan' when 'bl' then '/business-loan' when 'gl' then '/gold-loan'
       when 'hl' then '/home-loan' when 'cards' then '/credit-cards' when 'insurance' then '/insurance' else '/' end`;
  const ipOf = (key: string) =>
    `(array['49.36','106.51','117.99','157.34','223.187','103.21','42.106','182.69','27.61','122.161'])[1 + floor(${R(key, 80)} * 10)::int]
       || '.' || floor(${R(key, 81)} * 256)::int || '.' || floor(${R(key, 82)} * 254 + 1)::int`;
  const started = performance.now();
  for (const { start, stop } of monthRows) {
    const monthStarted = performance.now();
    const inMonth = (day: string) => `${day} >= date '${String(start)}' and ${day} < date '${String(stop)}'`;
    await run(`drop table if exists vol_am`);
    // The application's life: up to four moves after creation, each taken only when it happened before the cutoff.
    await run(
      `create temp table vol_am as
       select y.*,
         y.t1 < ${cutoff} as v1,
         y.t1 < ${cutoff} and y.s1 = 'submitted' and y.t2 < ${cutoff} as v2,
         y.t1 < ${cutoff} and y.s1 = 'submitted' and y.s2 = 'in_review' and y.t3 < ${cutoff} as v3,
         y.t1 < ${cutoff} and y.s1 = 'submitted' and y.s2 = 'in_review' and y.s3 = 'approved' and y.t4 < ${cutoff} as v4
       from (
         select x.*,
           x.t3 + case x.s4 when 'disbursed' then
               case when x.product = 'gl' then make_interval(secs => 3600 + ${R('x.app_no', 54)} * 172800)
                 else make_interval(secs => 86400 + ${R('x.app_no', 54)} * 1209600) end
             when 'cancelled' then make_interval(secs => 172800 + ${R('x.app_no', 54)} * 1555200)
             else interval '60 days' end as t4
         from (
           select w.*,
             w.t2 + case w.s3 when 'expired' then interval '45 days'
               else make_interval(secs => exp(ln(7200) + ${R('w.app_no', 56)} * ln(150))) end as t3
           from (
             select v.*,
               v.t1 + case v.s2 when 'rejected' then make_interval(secs => 3600 + ${R('v.app_no', 57)} * 82800)
                 when 'cancelled' then make_interval(secs => 86400 + ${R('v.app_no', 57)} * 345600)
                 else make_interval(secs => 3600 + ${R('v.app_no', 57)} * 169200) end as t2
             from (
               select u.*,
                 u.created_at + case u.s1 when 'expired' then interval '7 days'
                   when 'cancelled' then make_interval(secs => 600 + ${R('u.app_no', 58)} * 172200)
                   else make_interval(secs => 120 + ${R('u.app_no', 58)} * 3480) end as t1
               from (
                 select a.app_no, a.created_at, s.sess_no, s.n, s.user_no, s.partner_id, s.product, l.lead_no,
                   ld.id as lender_id, ld.key as lender_key, ld.mode as lender_mode, ld.commission_factor,
                   case when ${R('a.app_no', 50)} < 0.06 then 'expired' when ${R('a.app_no', 50)} < 0.085 then 'cancelled'
                     else 'submitted' end as s1,
                   case when ${R('a.app_no', 51)} < 0.05 then 'rejected' when ${R('a.app_no', 51)} < 0.08 then 'cancelled'
                     else 'in_review' end as s2,
                   case when ${R('a.app_no', 52)} < p.approve then 'approved'
                     when ${R('a.app_no', 52)} < p.approve + (1 - p.approve) * 0.88 then 'rejected' else 'expired' end as s3,
                   case when ${R('a.app_no', 53)} < 0.74 then 'disbursed' when ${R('a.app_no', 53)} < 0.84 then 'cancelled'
                     else 'expired' end as s4,
                   greatest(10000, round(s.desired * (0.7 + 0.3 * ${R('a.app_no', 40)}) / 1000) * 1000)::int as amount,
                   (array[array[12,24,36,48,60], array[12,18,24,36,36], array[6,12,12,18,24], array[120,180,240,240,300]])
                     [${products}][1 + floor(${R('a.app_no', 41)} * 5)::int] as tenure,
                   round(((array[10.5, 14, 9, 8.4])[${products}] + (array[13.5, 14, 9, 3.1])[${products}] * ${R('a.app_no', 42)})::numeric, 2) as rate,
                   round(((array[0.5, 1, 0.25, 0.25])[${products}] + (array[2.5, 2, 0.75, 0.5])[${products}] * ${R('a.app_no', 43)})::numeric, 2) as fee_percent,
                   (array[0.02, 0.0175, 0.006, 0.004])[${products}] as commission_rate
                 from vol_app a
                 join vol_session s on s.sess_no = a.sess_no
                 join vol_lead l on l.sess_no = a.sess_no
                 join vol_lender ld on ld.product = s.product
                   and ld.rank = (l.first_rank - 1 + a.k - 1) % ld.lenders + 1
                 cross join lateral (select (array[0.42, 0.38, 0.75, 0.45])[${products}] + ld.approval_bias as approve) p
                 where ${inMonth("(a.created_at at time zone 'Asia/Kolkata')::date")}
               ) u
             ) v
           ) w
         ) x
       ) y`,
    );
    await run(`analyze vol_am`);
    await run(
      `insert into applications (id, app_id, user_id, lender_id, partner_id, product, lender_mode, status, amount,
         tenure_months, interest_rate, apr, emi, processing_fee, total_payable, lender_reference, disbursed_amount,
         disbursed_on, remarks, expected_commission, submitted_at, created_at, updated_at, status_changed_at)
       select overlay(overlay(md5(${seed} || ':application:' || a.app_no) placing '4' from 13) placing '8' from 17)::uuid,
         ${leadBase} + a.lead_no, ${userBase} + a.user_no, a.lender_id, a.partner_id, a.product, a.lender_mode,
         f.status, a.amount, a.tenure, a.rate, least(a.rate + a.fee_percent * 0.6 + 0.2, 9999), round(e.emi, 2),
         round(a.amount * a.fee_percent / 100, 2), round(e.emi * a.tenure, 2),
         case when a.v2 and (a.s2 = 'in_review' or ${R('a.app_no', 44)} < 0.5)
           then upper(left(regexp_replace(a.lender_key, '^vol_|[^a-z]', '', 'g'), 4)) || to_char(a.t2 at time zone 'Asia/Kolkata', 'YYMM')
             || lpad((a.app_no % 1000000)::text, 6, '0') end,
         d.amount, case when d.amount is not null then (a.t4 at time zone 'Asia/Kolkata')::date end,
         case f.status when 'rejected' then (array['Low credit score','Income below lender policy','High existing obligations (FOIR)',
             'Negative pincode','KYC documents mismatch','Employer not in approved list','Too many recent bureau enquiries'])
             [1 + floor(${R('a.app_no', 45)} * 7)::int]
           when 'approved' then 'Sanction letter issued' when 'disbursed' then 'Disbursed to customer account' end,
         round(d.amount * a.commission_rate * a.commission_factor, 2),
         case when a.v1 and a.s1 = 'submitted' then a.t1 end,
         a.created_at,
         case when a.v4 then a.t4 when a.v3 then a.t3 when a.v2 then a.t2 when a.v1 then a.t1 else a.created_at end,
         -- The application entered its status at its last step: the cases' clocks start there.
         case when a.v4 then a.t4 when a.v3 then a.t3 when a.v2 then a.t2 when a.v1 then a.t1 else a.created_at end
       from vol_am a
       cross join lateral (select case when a.v4 then a.s4 when a.v3 then a.s3 when a.v2 then a.s2 when a.v1 then a.s1
         else 'created' end as status) f
       cross join lateral (select a.amount * (a.rate / 1200) * power(1 + a.rate / 1200, a.tenure)
         / (power(1 + a.rate / 1200, a.tenure) - 1) as emi) e
       cross join lateral (select case when a.v4 and a.s4 = 'disbursed' then
         case when ${R('a.app_no', 46)} < 0.7 then a.amount else round(a.amount * (0.9 + 0.1 * ${R('a.app_no', 47)}) / 100) * 100 end
         end::numeric as amount) d
       order by a.app_no`,
    );
    const sourceOf = (step: number) =>
      `case when ${R(`a.app_no * 4 + ${step}`, 48)} < 0.6 then 'lender_file' when ${R(`a.app_no * 4 + ${step}`, 48)} < 0.9 then 'lender_callback' else 'admin' end`;
    const [history] = await run(
      `with moved as (
         insert into application_status_history (application_id, from_status, status, source, actor_id, note, created_at)
         select overlay(overlay(md5(${seed} || ':application:' || a.app_no) placing '4' from 13) placing '8' from 17)::uuid,
           m.from_status, m.status, m.source, case when m.source = 'customer' then ${userBase} + a.user_no end, m.note, m.at
         from vol_am a cross join lateral (values
           (1, 'created', a.s1, a.t1, case a.s1 when 'expired' then 'admin' else 'customer' end,
             case a.s1 when 'submitted' then 'lender-submit' when 'expired' then 'Not submitted within 7 days' end, a.v1),
           (2, a.s1, a.s2, a.t2, case a.s2 when 'cancelled' then 'customer' when 'rejected' then 'lender_callback'
             else ${sourceOf(2)} end, null, a.v2),
           (3, a.s2, a.s3, a.t3, case a.s3 when 'expired' then 'admin' else ${sourceOf(3)} end,
             case a.s3 when 'expired' then 'No decision within 45 days' end, a.v3),
           (4, a.s3, a.s4, a.t4, case a.s4 when 'disbursed' then case when ${R('a.app_no', 49)} < 0.5 then 'mis' else 'lender_file' end
             when 'cancelled' then 'customer' else 'admin' end,
             case a.s4 when 'expired' then 'Not disbursed within 60 days' end, a.v4)
         ) m(step, from_status, status, at, source, note, valid)
         where m.valid
         order by m.at, a.app_no, m.step
         returning 1)
       select count(*) as n from moved`,
    );
    historyRows += count([history ?? {}]);

    // The month's events: every session's steps, each application's selection, and the anonymous landings.
    const [made] = await run(
      `with made as (
         insert into tracking_events (id, event, category_id, goal_id, user_id, app_id, partner_id, url_segment, path, utms,
           product, ip, created_at)
         select ${eventCursor} - 1 + row_number() over (order by e.created_at, e.sess_no, e.step), e.event, 1, 3, e.user_id,
           e.app_id, e.partner_id, ${literal(VOLUME_MARK)}, e.path, e.utms, e.product, e.ip, e.created_at
         from (
           select s.sess_no, v.step, v.event, v.created_at, v.user_id, v.app_id, s.partner_id, v.path, v.utms, v.product,
             ${ipOf('s.n')} as ip
           from vol_session s
           left join vol_lead l on l.sess_no = s.sess_no
           left join vol_partner vp on vp.id = s.partner_id
           cross join lateral ${sourceIndex('s.n')} w
           cross join lateral (select ${utmsOf('s.n', 's.partner_id', 'vp.key', 's.product', 's.day')} as utms) u
           cross join lateral (values
             (1, 'landing', s.land_ts, case when s.land_user then ${userBase} + s.user_no end, null::int, s.product,
               ${pathOf('s.product')}, u.utms),
             (2, 'otp_verified', s.ts, ${userBase} + s.user_no, null::int, s.product, '/login', u.utms),
             (3, 'profile_complete', s.lead_ts, ${userBase} + s.user_no, ${leadBase} + l.lead_no, s.product, '/user/profile', null),
             (4, 'offers_viewed', case when s.views >= 1 then s.lead_ts + make_interval(secs => 60 + ${R('s.n', 17)} * 240) end,
               ${userBase} + s.user_no, ${leadBase} + l.lead_no, s.product, '/user/offers', null),
             (5, 'offers_viewed', case when s.views >= 2 then
                 least(s.lead_ts + make_interval(secs => 3600 + ${R('s.n', 18)} * 259200), ${cutoff} - interval '1 second') end,
               ${userBase} + s.user_no, ${leadBase} + l.lead_no, s.product, '/user/offers', null),
             (6, 'offer_selected', case when s.card_click then s.ts + make_interval(secs => 120 + ${R('s.n', 23)} * 1500) end,
               ${userBase} + s.user_no, null::int, s.card_product, ${pathOf('s.card_product')}, null)
           ) v(step, event, created_at, user_id, app_id, product, path, utms)
           where ${inMonth('s.day')} and v.created_at is not null
           union all
           select s.sess_no, 10 + a.k, 'offer_selected', a.created_at, ${userBase} + s.user_no, ${leadBase} + l.lead_no,
             s.partner_id, '/user/offers', null, s.product, ${ipOf('s.n')}
           from vol_app a join vol_session s on s.sess_no = a.sess_no join vol_lead l on l.sess_no = a.sess_no
           where ${inMonth('s.day')}
           union all
           select 0, 0, 'landing', ${atTime('b.day', timeOfDay('-g.v'))}, null, null, ps.partner_id, ${pathOf('b.product')},
             ${utmsOf('-g.v', 'ps.partner_id', 'vp.key', 'b.product', 'b.day')}, b.product, ${ipOf('-g.v')}
           from vol_alloc_b a0
           cross join lateral generate_series(a0.lo, a0.hi) g(v)
           cross join lateral (select a0.day, case when ${R('-g.v', 13)} < 0.15 then null when ${R('-g.v', 13)} < 0.50 then 'pl'
             when ${R('-g.v', 13)} < 0.63 then 'bl' when ${R('-g.v', 13)} < 0.72 then 'gl' when ${R('-g.v', 13)} < 0.79 then 'hl'
             when ${R('-g.v', 13)} < 0.93 then 'cards' else 'insurance' end as product) b
           join vol_pslot ps on ps.slot = floor(${R('-g.v', 5)} * 10000)::int
           left join vol_partner vp on vp.id = ps.partner_id
           cross join lateral ${sourceIndex('-g.v')} w
           where ${inMonth('a0.day')}
         ) e
         returning 1)
       select count(*) as n from made`,
    );
    const monthEvents = count([made ?? {}]);
    eventCursor += monthEvents;
    madeEvents += monthEvents;
    const [appsMade] = await run(`select count(*) as n from vol_am`);
    const done = (performance.now() - started) / 1000;
    progress(
      `  ${String(start).slice(0, 7)}: ${count([appsMade ?? {}]).toLocaleString('en-US')} applications, ` +
        `${monthEvents.toLocaleString('en-US')} events (${((performance.now() - monthStarted) / 1000).toFixed(1)} s; ` +
        `${Math.round((madeEvents / (sessionEvents + landings)) * 100)}% of events after ${Math.round(done)} s)`,
    );
  }
  if (replica) await run(`set session_replication_role = default`);
  ms.months = Math.round(performance.now() - started);
  if (eventCursor !== eventBase + sessionEvents + landings) {
    throw new Error(`made ${madeEvents} events instead of ${sessionEvents + landings}`);
  }

  // ---- commission: what the lenders paid, a month after the disbursal, on one statement per lender and month ----
  const [receipts] = await timed('receipts', async () => {
    await run(`drop table if exists vol_receipt`);
    await run(
      `create temp table vol_receipt as
       select a.id as application_id, a.lender_id, a.lender_reference, a.disbursed_amount, a.disbursed_on,
         round(a.expected_commission * (0.92 + 0.08 * ${R('hashtextextended(a.id::text, 0)', 84)})::numeric, 2) as commission,
         (date_trunc('month', a.disbursed_on) + interval '1 month')::date + floor(9 + 11 * ${R('hashtextextended(a.id::text, 0)', 85)})::int as payout_date
       from applications a
       where a.disbursed_on is not null and a.user_id between ${userBase + 1} and ${userBase + users}
         and ${R('hashtextextended(a.id::text, 0)', 83)} < ${shape.receipts}`,
    );
    await run(`delete from vol_receipt where payout_date > date ${literal(lastDay)}`);
    await run(
      `insert into ingest_files (kind, file_name, format, sha256, size_bytes, status, stage, rows_read, rows_total,
         rows_updated, outcomes, applied_at, created_at, updated_at)
       select 'commission', 'volume-commission-' || l.lender_key || '-' || to_char(r.month, 'YYYY-MM') || '.xlsx', 'xlsx',
         md5(${seed} || l.lender_key || r.month::text) || md5(r.month::text || l.lender_key || ${seed}), 9000 + r.rows * 96,
         'completed', 'applied', r.rows, r.rows, r.rows, jsonb_build_object('receipt', r.rows), r.at, r.at, r.at
       from (select lender_id, date_trunc('month', payout_date)::date as month, count(*)::int as rows,
               least((max(payout_date) + 2)::timestamp at time zone 'Asia/Kolkata' + interval '11 hours', ${cutoff} - interval '1 second') as at
             from vol_receipt group by 1, 2) r
       join lenders l on l.id = r.lender_id
       order by r.month, l.lender_key`,
    );
    await run(
      `insert into commission_receipts (file_id, row_number, lender_id, application_id, lender_reference, disbursed_amount,
         commission_amount, gst, tds, payout_date, utr, created_at)
       select f.id, row_number() over (partition by f.id order by r.disbursed_on, r.application_id)::int, r.lender_id,
         r.application_id, r.lender_reference, r.disbursed_amount, r.commission, round(r.commission * 0.18, 2),
         round(r.commission * 0.02, 2), r.payout_date,
         'UTR' || to_char(r.payout_date, 'YYMMDD') || upper(substr(md5(r.application_id::text), 1, 10)), f.created_at
       from vol_receipt r
       join lenders l on l.id = r.lender_id
       join ingest_files f on f.file_name = 'volume-commission-' || l.lender_key || '-' || to_char(r.payout_date, 'YYYY-MM') || '.xlsx'`,
    );
    return run(
      `select (select count(*) from vol_receipt) as receipts,
         (select count(distinct (lender_id, date_trunc('month', payout_date))) from vol_receipt) as files`,
    );
  });
  progress(
    `commission: ${Number(receipts?.receipts).toLocaleString('en-US')} receipts on ${Number(receipts?.files)} statements ` +
      `(${Math.round(ms.receipts! / 100) / 10} s)`,
  );

  if (replica) {
    // What the foreign-key triggers would have checked, for every row made, in one pass per table.
    const [orphans] = await timed('checks', () =>
      run(
        `select
           (select count(*) from tracking_events e left join users u on u.id = e.user_id
              left join customer_apps c on c.id = e.app_id left join partners p on p.id = e.partner_id
            where e.id >= ${eventBase} and ((e.user_id is not null and u.id is null)
              or (e.app_id is not null and c.id is null) or (e.partner_id is not null and p.id is null))) as events,
           (select count(*) from applications a left join customer_apps c on c.id = a.app_id
              left join lenders l on l.id = a.lender_id left join partners p on p.id = a.partner_id
            where a.user_id > ${userBase} and (c.id is null or c.user_id <> a.user_id or l.id is null
              or (a.partner_id is not null and p.id is null))) as applications,
           (select count(*) from customer_apps c left join users u on u.id = c.user_id
              left join partners p on p.id = c.partner_id
            where c.id > ${leadBase} and (u.id is null or (c.partner_id is not null and p.id is null))) as leads,
           (select count(*) from users u left join partners p on p.id = u.partner_id
            where u.id > ${userBase} and u.partner_id is not null and p.id is null) as users,
           (select count(*) from application_status_history h left join applications a on a.id = h.application_id
            where h.id > (select coalesce(max(id), 0) from application_status_history) - ${historyRows}
              and a.id is null) as history`,
      ),
    );
    const broken = Object.entries(orphans ?? {}).filter(([, n]) => Number(n) > 0);
    if (broken.length > 0) throw new Error(`rows with a missing parent: ${JSON.stringify(Object.fromEntries(broken))}`);
  }
  await run(
    `drop table if exists vol_am, vol_receipt, vol_user, vol_app, vol_lead, vol_session, vol_alloc_s, vol_alloc_b, vol_day`,
  );
  // A server's autovacuum would long since have vacuumed and analysed months of rows (index-only scans need the
  // visibility map); embedded PGlite has no autovacuum, so there the tables are only analysed.
  await timed('analyze', () =>
    run(
      `${options.vacuum ? 'vacuum (analyze)' : 'analyze'} users, customer_apps, applications, application_status_history, tracking_events, commission_receipts, ingest_files, partners, lenders`,
    ),
  );
  return {
    firstDay,
    lastDay,
    days,
    partners: partnerCount,
    lenders: lenderCount,
    users,
    leads,
    applications,
    statusHistory: historyRows,
    events: madeEvents,
    commissionReceipts: Number(receipts?.receipts ?? 0),
    commissionFiles: Number(receipts?.files ?? 0),
    ms,
  };
}
