/**
 * The e-mails a partner's users choose in Settings → Notifications besides ticket replies: their customers' loans
 * disbursed, and Saakh's payouts to them. Each is queued in the transaction of the change (a disbursal written by a
 * lender file, an MIS match or an admin; a payout recorded by an admin) and sent by a job to every active user of
 * the partner who has not turned it off. An inbox is less private than the partner area: the mail gives counts and
 * money and a link, never a customer's name or number. English first, then Hindi (partner users keep no language).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatRupees } from '@saakh/domain/money';
import { defaultNotificationPreferences } from '@saakh/domain/partner-settings';
import type { Executor } from '../../db/client';
import { chunks } from '../../db/sql';
import type { Deps } from '../../deps';
import { defineJob } from '../../lib/jobs/jobs';
import { findPayout } from '../commissions/commissions.service';
import { disbursalsByPartner, emailRecipients } from './partner-emails.repository';

type Topic = 'disbursal' | 'payout';

/** Active users of a partner who want e-mails of a topic (no preferences row: every e-mail, the default). */
function recipients(db: Executor, partnerId: number, topic: Topic) {
  const preference = topic === 'disbursal' ? 'notify_disbursal' : 'notify_payout';
  return emailRecipients(db, partnerId, preference, defaultNotificationPreferences[preference]);
}

// ---------- disbursals ----------

/** Queues the disbursal e-mails of applications just disbursed, in the caller's transaction (a job per thousand). */
export async function queueDisbursalEmails(
  deps: Pick<Deps, 'jobs'>,
  executor: Executor,
  applicationIds: string[],
): Promise<void> {
  for (const part of chunks([...new Set(applicationIds)], 1000)) {
    await deps.jobs.enqueue(
      executor,
      disbursalEmailJob,
      { applicationIds: part },
      { key: `partner-support.disbursal-email:${randomUUID()}` },
    );
  }
}

/** One e-mail per partner user: how many of the partner's customers' loans were disbursed, and for how much. */
export async function sendDisbursalEmails(deps: Pick<Deps, 'db' | 'messaging' | 'config'>, applicationIds: string[]) {
  if (applicationIds.length === 0) return;
  const byPartner = await disbursalsByPartner(deps.db, applicationIds);
  const link = `${deps.config.publicUrl}/partner/reports`;
  for (const row of byPartner) {
    const amount = formatRupees(row.amount ?? 0);
    for (const user of await recipients(deps.db, row.partnerId as number, 'disbursal')) {
      await deps.messaging.email.notify({
        channel: 'email',
        // English first, then Hindi, in one mail: partner users keep no language.
        language: 'en',
        to: user.email,
        subject: `Saakh: ${row.loans} loan${row.loans === 1 ? '' : 's'} of your customers disbursed (${amount})`,
        text: [
          `Hello ${user.name},`,
          `${row.loans} loan${row.loans === 1 ? ' of your customers was' : 's of your customers were'} disbursed, ${amount} in all. Your commission for them shows as pending in your statement.`,
          `See them: ${link}`,
          '',
          `नमस्ते ${user.name},`,
          `आपके ग्राहकों के ${row.loans} लोन वितरित हुए, कुल ${amount}। इनका आपका कमीशन आपके स्टेटमेंट में पेंडिंग दिखता है।`,
          `देखें: ${link}`,
          '',
          'You can stop these e-mails in Settings → Notifications. / ये ई-मेल सेटिंग्स → सूचनाएँ में बंद कर सकते हैं।',
        ].join('\n'),
      });
    }
  }
}

export const disbursalEmailJob = defineJob({
  queue: 'partner-support.disbursal-email',
  payload: z.object({ applicationIds: z.array(z.uuid()).max(1000) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  run: (deps, { applicationIds }) => sendDisbursalEmails(deps, applicationIds),
});

// ---------- payouts ----------

export async function queuePayoutEmail(deps: Pick<Deps, 'jobs'>, executor: Executor, payoutId: number) {
  await deps.jobs.enqueue(executor, payoutEmailJob, { payoutId }, { key: `partner-support.payout-email:${payoutId}` });
}

/**
 * Tells the partner's users what Saakh sent them and how it adds up: the shares, the GST added, the TDS kept, the
 * clawbacks recovered, and the transfer's reference.
 */
export async function sendPayoutEmail(deps: Pick<Deps, 'db' | 'messaging' | 'config'>, payoutId: number) {
  const payout = await findPayout(deps.db, payoutId);
  if (!payout) return;
  const [net, amount, gst, tds, clawbacks] = [payout.net, payout.amount, payout.gst, payout.tds, payout.clawbacks].map(
    (value) => formatRupees(value),
  );
  const lines = `${payout.entries} commission line${payout.entries === 1 ? '' : 's'}`;
  const english = [
    `${amount} for ${lines}`,
    ...(payout.gst > 0 ? [`plus ${gst} GST`] : []),
    `less ${tds} TDS`,
    ...(payout.clawbacks > 0 ? [`less ${clawbacks} recovered for clawbacks`] : []),
  ].join(', ');
  const hindi = [
    `${payout.entries} कमीशन पंक्तियों के ${amount}`,
    ...(payout.gst > 0 ? [`${gst} GST जोड़कर`] : []),
    `${tds} TDS काटकर`,
    ...(payout.clawbacks > 0 ? [`वापसी के ${clawbacks} घटाकर`] : []),
  ].join(', ');
  const link = `${deps.config.publicUrl}/partner/reports?tab=statement`;
  for (const user of await recipients(deps.db, payout.partner_id, 'payout')) {
    await deps.messaging.email.notify({
      channel: 'email',
      language: 'en',
      to: user.email,
      subject: `Saakh paid you ${net} (reference ${payout.reference})`,
      text: [
        `Hello ${user.name},`,
        `Saakh sent you ${net} on ${payout.paid_on}: ${english}. Bank reference: ${payout.reference}.`,
        `Your statement: ${link}`,
        '',
        `नमस्ते ${user.name},`,
        `Saakh ने ${payout.paid_on} को आपको ${net} भेजे: ${hindi}। बैंक रेफ़रेंस: ${payout.reference}।`,
        `आपका स्टेटमेंट: ${link}`,
        '',
        'You can stop these e-mails in Settings → Notifications. / ये ई-मेल सेटिंग्स → सूचनाएँ में बंद कर सकते हैं।',
      ].join('\n'),
    });
  }
}

export const payoutEmailJob = defineJob({
  queue: 'partner-support.payout-email',
  payload: z.object({ payoutId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  run: (deps, { payoutId }) => sendPayoutEmail(deps, payoutId),
});
