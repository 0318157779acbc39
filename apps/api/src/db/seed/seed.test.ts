import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit_cards } from '../schema/catalogue';
import { partners } from '../schema/partners';
import { TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD } from '../../test/test-env';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { creditCardSeed } from './catalogue';
import { seedDemoData } from './seed';
import { checkLedger } from '../../modules/commissions/ledger-check';
import { rowsOf } from '../sql';

const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const migrations = fileURLToPath(new URL('../migrations', import.meta.url));

describe('the demo seed', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
  });
  afterAll(async () => t?.close());

  it('never prints a password it was given, at the first start or later', async () => {
    const first = await seedDemoData(t.db, t.deps.config, { activity: false });
    const again = await seedDemoData(t.db, t.deps.config, { activity: false });
    for (const { summary } of [first, again]) {
      const text = summary.join('\n');
      expect(text).toContain('(SEED_ADMIN_PASSWORD)');
      expect(text).toContain('(SEED_PARTNER_PASSWORD)');
      expect(text).not.toContain(TEST_ADMIN_PASSWORD);
      expect(text).not.toContain(TEST_PARTNER_PASSWORD);
    }
    expect(first.summary.join('\n')).toContain('Demo accounts created now');
  });

  it('gives every card a shipped card face and no row an inline image', async () => {
    const cards = await t.db
      .select({ thumb: credit_cards.category_img_thumb })
      .from(credit_cards)
      .where(
        inArray(
          credit_cards.category_name,
          creditCardSeed.map((card) => card.name),
        ),
      );
    expect(cards).toHaveLength(creditCardSeed.length);
    for (const { thumb } of cards) {
      expect(thumb).toMatch(/^\/card-art\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(webPublic, thumb ?? '')), `${thumb} is shipped`).toBe(true);
    }
    const inline = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(like(partners.logo, 'data:%'));
    expect(inline[0]?.n).toBe(0);
  });

  it('moves inline images an older seed stored onto the shipped faces, and drops any other', async () => {
    const [named] = await t.db
      .update(credit_cards)
      .set({ category_img_thumb: 'data:image/svg+xml;charset=utf-8,%3Csvg%20onload%3Dalert(1)%3E' })
      .where(sql`${credit_cards.category_name} = 'Fuel Saver Card'`)
      .returning({ id: credit_cards.category_id });
    const [other] = await t.db
      .insert(credit_cards)
      .values({ category_name: 'Inline Art Card', category_img_thumb: 'data:image/png;base64,iVBORw0KGgo=' })
      .returning({ id: credit_cards.category_id });
    expect(named && other).toBeTruthy();
    const file = fs.readdirSync(migrations).find((name) => name.endsWith('_no_inline_images.sql'));
    const statements = fs.readFileSync(path.join(migrations, file ?? ''), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const thumbs = await t.db
      .select({ name: credit_cards.category_name, thumb: credit_cards.category_img_thumb })
      .from(credit_cards)
      .where(sql`${credit_cards.category_name} in ('Fuel Saver Card', 'Inline Art Card')`)
      .orderBy(credit_cards.category_name);
    expect(thumbs).toEqual([
      { name: 'Fuel Saver Card', thumb: '/card-art/fuel-saver.svg' },
      { name: 'Inline Art Card', thumb: null },
    ]);
  });
});

describe('the demo’s commission money', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
  });
  afterAll(async () => t?.close());

  it('agrees to the paisa: payouts with their lines, statements with what was paid and is payable', async () => {
    await seedDemoData(t.db, t.deps.config);
    const result = await checkLedger(t.db, new Date());
    expect(result.payouts).toBeGreaterThan(0);
    expect(result.mismatches).toEqual([]);
  }, 120_000);

  it('starts each open case’s clock when its application entered its status, so the queue has cases of every age', async () => {
    const [row] = await rowsOf<{ open: number; off_history: number; over_week: number }>(
      t.db,
      sql`
        select count(*)::int as open,
          count(*) filter (where a.status_changed_at is distinct from h.entered)::int as off_history,
          count(*) filter (where a.status_changed_at < now() - interval '7 days')::int as over_week
        from applications a
        join lateral (select max(created_at) as entered from application_status_history
          where application_id = a.id) h on true
        where a.status in ('submitted', 'in_review', 'approved') and h.entered is not null`,
    );
    expect(row?.open).toBeGreaterThan(20);
    expect(row?.off_history).toBe(0);
    expect(row?.over_week).toBeGreaterThan(0);
  });

  it('gives every lender the document checklist of its product, so open applications ask for documents', async () => {
    const [row] = await rowsOf<{ lenders: number; without: number; asking: number; kotak: string }>(
      t.db,
      sql`
        select (select count(*)::int from lenders) as lenders,
          (select count(*)::int from lenders l where not exists (select 1 from lender_document_requirements r
            where r.lender_id = l.id and r.product = l.product)) as without,
          (select count(*)::int from applications a where a.status in ('submitted', 'in_review', 'approved')
            and exists (select 1 from lender_document_requirements r
              where r.lender_id = a.lender_id and r.product = a.product)) as asking,
          (select string_agg(r.kind, ',' order by r.kind) from lender_document_requirements r
            join lenders l on l.id = r.lender_id where l.display_name = 'Kotak Mahindra Bank' and r.product = 'pl') as kotak`,
    );
    expect(row?.lenders).toBeGreaterThan(0);
    expect(row?.without).toBe(0);
    expect(row?.asking).toBeGreaterThan(20);
    expect(row?.kotak).toBe('aadhaar,bank_statement,pan_card,salary_slips');
  });
});
