import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingHindi } from '../../modules/hindi-content/hindi-content.service';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { lenders } from '../schema/catalogue';
import { eligibilityHi, seedHindiContent } from './hindi-content';
import { seedDemoData } from './seed';

const devanagari = /[\u0900-\u097F]/;

describe('the Hindi of the demo catalogue', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
    await seedDemoData(t.db, t.deps.config, { activity: false });
  });
  afterAll(async () => t?.close());

  it('leaves no demo lender, card or insurance text without Hindi', async () => {
    const page = await missingHindi(t.deps, { page: 1, pageSize: 200, sort: 'entity' });
    expect(page.items).toEqual([]);
    const [row] = await t.db
      .select({ so: lenders.so_text_hi, journey: lenders.lender_journey_text_hi, income: lenders.income_text_hi })
      .from(lenders)
      .where(sql`${lenders.so_text} is not null`)
      .limit(1);
    expect(row?.so).toMatch(devanagari);
    expect(row?.journey).toMatch(devanagari);
    expect(row?.income).toMatch(devanagari);
  });

  it("never overwrites an admin's Hindi, nor translates an English text it does not know", async () => {
    const [first] = await t.db.select({ id: lenders.id }).from(lenders).limit(1);
    if (!first) throw new Error('no demo lender');
    await t.db
      .update(lenders)
      .set({ so_text: 'An offer the admin wrote', so_text_hi: null, cibil_text_hi: 'एडमिन का अपना पाठ' })
      .where(eq(lenders.id, first.id));
    await seedHindiContent(t.db);
    const [after] = await t.db.select().from(lenders).where(eq(lenders.id, first.id));
    expect(after).toMatchObject({ so_text_hi: null, cibil_text_hi: 'एडमिन का अपना पाठ' });
  });

  it('writes the templated eligibility texts in Hindi and keeps a figure as it is', () => {
    expect(eligibilityHi('21 to 58 years')).toBe('21 से 58 वर्ष');
    expect(eligibilityHi('₹25,000 net a month or more')).toBe('₹25,000 या अधिक शुद्ध मासिक आय');
    expect(eligibilityHi('Salaried, Self employed business')).toBe('वेतनभोगी, स्व-रोज़गार व्यवसायी');
    expect(eligibilityHi('₹50,000')).toBe('₹50,000');
    expect(eligibilityHi('Only on Sundays')).toBeNull();
  });
});
