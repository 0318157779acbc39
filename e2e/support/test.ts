/**
 * `test` and `expect` for specs. Every test gets its own client address (X-Forwarded-For, which the e2e server
 * trusts), so the per-IP login and OTP limits count each test on its own instead of the whole run from 127.0.0.1:
 * a spec that logs the same admin in on desktop, on mobile and again on a retry is not refused with 429.
 */
import { test as base } from '@playwright/test';

let testCounter = 0;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testCounter += 1;
    // A retry runs in a new worker with a higher index, so addresses never repeat within one run.
    const address = `10.${(100 + testInfo.workerIndex) % 256}.${(testCounter >> 8) & 255}.${testCounter & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

export { expect } from '@playwright/test';
