/** The demo lenders say who lends and what it charges, in both languages, within the admin editor's own rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lenderRangeProblem,
  lenderRegistrationProblem,
  parseLenderChange,
  type Lender,
  type LenderProperty,
  type LenderRangeProperty,
} from '@saakh/domain/lenders';
import { lenders } from '../schema/catalogue';
import { createLender } from '../../test/factories';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { lenderGroupNames, lenderSeed, lenderValues } from './catalogue';
import { lenderTrustKeys, seedLenderTrust } from './lender-trust';
import { productLenderSeed } from './products';

const groups = new Map(lenderGroupNames.map((name, index) => [name, index + 1]));
const seeds = [...lenderSeed, ...productLenderSeed];
const checked: LenderProperty[] = [
  'display_name_hi',
  'legal_name',
  'lender_kind',
  'rbi_registration',
  'min_amount',
  'min_tenure',
  'penal_charges',
  'penal_charges_hi',
  'bounce_charges',
  'bounce_charges_hi',
  'foreclosure_charges',
  'foreclosure_charges_hi',
  'part_prepayment_charges',
  'part_prepayment_charges_hi',
];

describe('the demo lenders: who lends and its charges', () => {
  it.each(seeds.map((seed) => [`${seed.name} (${seed.product})`, seed] as const))(
    '%s has every field, each as the admin editor would accept it',
    (_label, seed) => {
      const values = lenderValues(seed, groups);
      for (const property of checked) {
        const value = values[property as keyof typeof values];
        expect(value, property).not.toBeNull();
        expect(value, property).not.toBeUndefined();
        const parsed = parseLenderChange(property, value);
        expect(parsed, `${property}: ${String(value)}`).toEqual({ ok: true, value: { property, value } });
      }
      expect(values.display_name_hi).toMatch(/[\u0900-\u097F]/);
      for (const property of ['penal_charges_hi', 'bounce_charges_hi', 'foreclosure_charges_hi'] as const) {
        expect(values[property]).toMatch(/[\u0900-\u097F]/);
      }
      const limits: Pick<Lender, LenderRangeProperty> = {
        min_income: null,
        max_income: null,
        min_age: null,
        max_age: null,
        apr_min: null,
        apr_max: null,
        min_amount: values.min_amount ?? null,
        loan_amount_upto: values.loan_amount_upto ?? null,
        min_tenure: values.min_tenure ?? null,
        tenure: values.tenure ?? null,
      };
      expect(lenderRangeProblem(limits, 'min_amount', values.min_amount)).toBeNull();
      expect(lenderRangeProblem(limits, 'min_tenure', values.min_tenure)).toBeNull();
      const who = { lender_kind: values.lender_kind ?? null, rbi_registration: null };
      expect(lenderRegistrationProblem(who, 'rbi_registration', values.rbi_registration)).toBeNull();
    },
  );

  it('names the lending company where the name customers see is an app brand', () => {
    const legal = (name: string) =>
      lenderValues(
        seeds.find((seed) => seed.name === name)!,
        groups,
      ).legal_name;
    expect(legal('MoneyView')).toBe('Whizdm Finance Private Limited');
    expect(legal('KreditBee')).toBe('Krazybee Services Private Limited');
    expect(legal('Fibe')).toBe('EarlySalary Services Private Limited');
    expect(legal('Bajaj_Finserv')).toBe('Bajaj Finance Limited');
    expect(lenderValues(seeds[0]!, groups)).toMatchObject({
      legal_name: 'Kotak Mahindra Bank Limited',
      lender_kind: 'bank',
    });
  });

  it('has an entry for every demo lender and none for a lender it does not seed', () => {
    expect(new Set(lenderTrustKeys)).toEqual(new Set(seeds.map((seed) => `${seed.name}/${seed.product}`)));
  });

  it('is the same on every run', () => {
    expect(seeds.map((seed) => lenderValues(seed, groups).penal_charges_hi)).toEqual(
      seeds.map((seed) => lenderValues(seed, groups).penal_charges_hi),
    );
  });
});

describe('seedLenderTrust', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
  });
  afterAll(async () => t?.close());

  it('fills a demo lender seeded before the columns existed, keeping what an admin already entered', async () => {
    const old = await createLender(t.db, { name: 'MoneyView', product: 'pl', display_name_hi: 'मनीव्यू ऐप' });
    const stranger = await createLender(t.db, { name: 'Not_A_Demo_Lender' });
    await seedLenderTrust(t.db);
    const [filled] = await t.db.select().from(lenders).where(eq(lenders.id, old.id));
    expect(filled).toMatchObject({
      display_name_hi: 'मनीव्यू ऐप',
      legal_name: 'Whizdm Finance Private Limited',
      lender_kind: 'nbfc',
      part_prepayment_charges: 'Not allowed',
      part_prepayment_charges_hi: 'अनुमति नहीं',
    });
    const [untouched] = await t.db.select().from(lenders).where(eq(lenders.id, stranger.id));
    expect(untouched).toMatchObject({ legal_name: null, penal_charges: null });
  });
});
