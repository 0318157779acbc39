/** Test fixtures of the KFS: acknowledging an application's KFS as the customer does, through the API. */
import { eq, sql } from 'drizzle-orm';
import type { ApplicationKfs } from '@saakh/domain/kfs';
import { otp_challenges } from '../../db/schema/auth';
import { bearer, freshIp, type TestApp } from '../../test/test-app';

/**
 * Reads the application's KFS, has its OTP sent and acknowledges it with the code the local SMS gateway kept for the
 * customer's mobile (an application is sent only with an acknowledged KFS); answers the acknowledged KFS. Earlier
 * codes of the mobile are aged past the resend wait first, as if the customer had read for two minutes.
 */
export async function acknowledgeKfs(
  t: TestApp,
  customer: { token: string; mobile: string },
  creditAppId: string,
): Promise<ApplicationKfs> {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${creditAppId}/kfs`,
    headers: bearer(customer.token),
  });
  if (read.statusCode !== 200) throw new Error(`KFS read failed: ${read.body}`);
  const { version } = read.json().data as ApplicationKfs;
  // The customer signed in a moment ago: their sign-in code is made older than the wait before another code.
  await t.db
    .update(otp_challenges)
    .set({ created_at: sql`${otp_challenges.created_at} - interval '2 minutes'` })
    .where(eq(otp_challenges.mobile, customer.mobile));
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${creditAppId}/kfs/otp`,
    headers: bearer(customer.token),
    remoteAddress: freshIp(),
  });
  if (sent.statusCode !== 200) throw new Error(`KFS OTP send failed: ${sent.body}`);
  const otp = t.deps.messaging.lastMessageTo('sms', customer.mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const acknowledged = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${creditAppId}/kfs/acknowledge`,
    headers: bearer(customer.token),
    payload: { version, otp },
  });
  if (acknowledged.statusCode !== 200) throw new Error(`KFS acknowledgement failed: ${acknowledged.body}`);
  return acknowledged.json().data as ApplicationKfs;
}
