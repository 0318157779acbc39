import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD } from '../../test/test-env';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { seedDemoData } from './seed';

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
});
