/**
 * Demo content for partner support (issue 12): FinServe's tickets (a tech-support ticket support answered, an open
 * commission dispute, a general query answered and closed), a second FinServe user, and a KYC and bank change of
 * PaisaMitra waiting for an admin in /admin/partner-support. Runs once; it leaves the demo partner's own KYC alone so
 * a change can be tried from its settings.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { admin_users } from '../schema/admins';
import { partner_users, partners } from '../schema/partners';
import { partner_bank_change_requests, partner_ticket_messages, partner_tickets } from '../schema/partner-support';
import { hashPassword } from '../../lib/passwords';

const daysAgo = (days: number, hours = 0) => sql`now() - make_interval(days => ${days}, hours => ${hours})`;

async function idOf<T extends { id: number }>(rows: Promise<T[]>): Promise<number | undefined> {
  return (await rows)[0]?.id;
}

/** A user whose password nobody knows: an admin resets it (merchant management) to hand it over. */
async function unusableHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

type DemoMessage = { from: 'partner' | 'admin'; body: string; daysAgo: number };
type DemoTicket = {
  category: 'tech_support' | 'general_query' | 'dispute';
  subject: string;
  reference: string | null;
  status: 'open' | 'answered' | 'closed';
  messages: DemoMessage[];
};

const finserveTickets: DemoTicket[] = [
  {
    category: 'tech_support',
    subject: 'Co-branded link opens without our logo',
    reference: null,
    status: 'answered',
    messages: [
      {
        from: 'partner',
        body: 'Customers who open our WhatsApp link see the Saakh logo instead of ours on the first page. It happens on Android phones.',
        daysAgo: 6,
      },
      {
        from: 'admin',
        body: 'Thank you for the report. The link in your message template had an old partner name; we have corrected the template. Please share the link from Marketing Support again and tell us if it still happens.',
        daysAgo: 5,
      },
    ],
  },
  {
    category: 'dispute',
    subject: 'October commission for a personal loan looks low',
    reference: 'October statement, line 4',
    status: 'open',
    messages: [
      {
        from: 'partner',
        body: 'The statement shows 0.5% for a ₹4,00,000 personal loan disbursed on 18 October. Our slab for this lender is 0.75% above ₹3,00,000. Please check.',
        daysAgo: 2,
      },
    ],
  },
  {
    category: 'general_query',
    subject: 'When are payouts made each month?',
    reference: null,
    status: 'closed',
    messages: [
      { from: 'partner', body: 'On which date is the commission for the previous month paid?', daysAgo: 20 },
      {
        from: 'admin',
        body: 'Earned commission is paid by the 10th of the next month once the lender has paid us. TDS at 5% is deducted and shown on your statement.',
        daysAgo: 19,
      },
      { from: 'partner', body: 'Clear, thank you.', daysAgo: 19 },
    ],
  },
];

export async function seedPartnerSupport(tx: Executor): Promise<void> {
  const finserve = await idOf(tx.select({ id: partners.id }).from(partners).where(eq(partners.key, 'finserve')));
  const paisamitra = await idOf(tx.select({ id: partners.id }).from(partners).where(eq(partners.key, 'paisamitra')));
  const partnerUser = await idOf(
    tx.select({ id: partner_users.id }).from(partner_users).where(eq(partner_users.email, 'partner@saakh.local')),
  );
  const admin = await idOf(
    tx.select({ id: admin_users.id }).from(admin_users).where(eq(admin_users.email, 'admin@saakh.local')),
  );
  if (!finserve || !partnerUser || !admin) return;

  await tx
    .insert(partner_users)
    .values({
      partner_id: finserve,
      email: 'priya@finserve.example',
      username: 'finserve.priya',
      name: 'Priya Nair',
      password_hash: await unusableHash(),
    })
    .onConflictDoNothing();

  for (const ticket of finserveTickets) {
    const first = ticket.messages[0]?.daysAgo ?? 0;
    const last = ticket.messages[ticket.messages.length - 1]?.daysAgo ?? 0;
    const [row] = await tx
      .insert(partner_tickets)
      .values({
        partner_id: finserve,
        opened_by: partnerUser,
        category: ticket.category,
        subject: ticket.subject,
        reference: ticket.reference,
        status: ticket.status,
        created_at: daysAgo(first),
        updated_at: daysAgo(last),
        closed_at: ticket.status === 'closed' ? daysAgo(last) : null,
      })
      .returning({ id: partner_tickets.id });
    if (!row) continue;
    await tx.insert(partner_ticket_messages).values(
      ticket.messages.map((message, index) => ({
        ticket_id: row.id,
        author_kind: message.from,
        partner_user_id: message.from === 'partner' ? partnerUser : null,
        admin_id: message.from === 'admin' ? admin : null,
        body: message.body,
        created_at: daysAgo(message.daysAgo, -index),
      })),
    );
  }

  if (paisamitra) {
    const [farah] = await tx
      .insert(partner_users)
      .values({
        partner_id: paisamitra,
        email: 'farah@paisamitra.example',
        username: 'paisamitra',
        name: 'Farah Khan',
        password_hash: await unusableHash(),
      })
      .onConflictDoNothing()
      .returning({ id: partner_users.id });
    if (farah) {
      await tx.insert(partner_bank_change_requests).values({
        partner_id: paisamitra,
        requested_by: farah.id,
        pan: 'AAKFP4321M',
        gstin: null,
        bank_account_holder: 'Farah Khan',
        bank_account_number: '50100234567812',
        bank_ifsc: 'HDFC0000240',
        created_at: daysAgo(1),
      });
    }
  }
}
