import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  Faq,
  LenderJourney,
  LenderTraining,
  MessageText,
  PartnerBanner,
  PartnerFaq,
  PartnerMessage,
  ProductOffering,
  ProductOfferingDetail,
  TrainingFile,
} from '@saakh/domain/partner-content';
import { partnerProducts } from '@saakh/domain/partner-content';
import type { Page } from '@saakh/domain/lists';
import { audit_log } from '../../db/schema/audit';
import { seedPartnerContent } from '../../db/seed/partner-content';
import { partner_banners, partner_faqs } from '../../db/schema/partner-content';
import {
  createAdmin,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createRevenueItem,
  createSession,
  type LenderRow,
  type PartnerRow,
} from '../../test/factories';
import { multipart, type Part } from '../../test/multipart';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminId: number;
let admin: string;
let ops: string;
/** Two unrelated partners, a parent and its sub-partner. */
let first: PartnerRow;
let second: PartnerRow;
let parent: PartnerRow;
let sub: PartnerRow;
const tokens: Record<'first' | 'second' | 'parent' | 'sub', string> = { first: '', second: '', parent: '', sub: '' };
let customerToken: string;
let lender: LenderRow;

const host = 'saakh.example.in';

async function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  options: { payload?: unknown; headers?: Record<string, string>; locale?: 'en' | 'hi' } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      host,
      'accept-language': options.locale ?? 'en',
      ...(token ? bearer(token) : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
}

const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

async function png(width: number, height: number, colour = '#2e7d32'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function auditCount(action: string, entityId: number): Promise<number> {
  const rows = await t.db
    .select({ id: audit_log.id })
    .from(audit_log)
    .where(and(eq(audit_log.action, action), eq(audit_log.entity_id, String(entityId))));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp();
  const row = await createAdmin(t.db, { role_id: 1 });
  adminId = row.id;
  admin = await createSession(t.db, 'admin', row.id);
  ops = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 2 })).id);
  first = await createPartner(t.db, { revenue_percent: '40.000', revenue_flat_fee: 100 });
  second = await createPartner(t.db, { revenue_percent: '25.000', revenue_flat_fee: null });
  parent = await createPartner(t.db, { revenue_percent: '50.000', revenue_flat_fee: null });
  sub = await createPartner(t.db, {
    revenue_percent: '50.000',
    revenue_flat_fee: null,
    parent_partner_id: parent.id,
    parent_split_percent: '20.00',
  });
  for (const [name, partner] of [
    ['first', first],
    ['second', second],
    ['parent', parent],
    ['sub', sub],
  ] as const) {
    tokens[name] = await createSession(t.db, 'partner', (await createPartnerUser(t.db, { partner_id: partner.id })).id);
  }
  customerToken = await createSession(t.db, 'customer', (await createCustomer(t.db)).id);
  lender = await createLender(t.db, {
    name: `Zeta${Date.now()}`,
    display_name: 'Zeta Finance Bank',
    product: 'gl',
    priority: 1000,
    age_text: '21 to 60 years',
    cibil_text: '700+',
    lender_mode: 'intake',
    lender_journey_text: '1. Fill the gold details\n2. Visit the branch -> 3. Money in the account',
    lender_journey_text_hi: '1. सोने का विवरण भरें\n2. शाखा जाएँ',
    cibil_text_hi: '700 से ऊपर',
    mp4_text: 'https://videos.example.com/zeta.mp4',
    pptx_text: 'javascript:alert(1)',
    pdf_text: '/relative/path.pdf',
  });
  // 1 % of the amount: on the gold-loan example of ₹1,00,000 Saakh earns ₹1,000.
  await createRevenueItem(t.db, lender.id, { revenue_percent: '1.000' });
});

afterAll(async () => {
  await t.close();
});

describe('partner access', () => {
  const partnerUrls = [
    '/api/partner/content/products',
    '/api/partner/content/products/pl',
    '/api/partner/content/products/pl/qr',
    '/api/partner/content/messages',
    '/api/partner/content/banners',
    '/api/partner/content/faqs?audience=customer',
    '/api/partner/content/training',
    '/api/partner/content/lender-journeys',
  ];

  it.each(partnerUrls)('%s answers only a partner session', async (url) => {
    expect((await request('GET', url, null)).statusCode).toBe(401);
    expect((await request('GET', url, admin)).statusCode).toBe(403);
    expect((await request('GET', url, customerToken)).statusCode).toBe(403);
    expect((await request('GET', url, tokens.first)).statusCode).toBe(200);
  });

  it('refuses the admin routes to partners and to roles other than 1', async () => {
    for (const token of [tokens.first, ops]) {
      const response = await request('GET', '/api/admin/partner-content/faqs', token);
      expect([401, 403]).toContain(response.statusCode);
    }
  });
});

describe('product offering', () => {
  it('lists every product with its own co-branded link, never another partner’s key', async () => {
    const response = await request('GET', '/api/partner/content/products', tokens.first);
    expect(response.statusCode, response.body).toBe(200);
    const mine = data<ProductOffering[]>(response);
    const theirs = data<ProductOffering[]>(await request('GET', '/api/partner/content/products', tokens.second));
    expect(mine.map((item) => item.product)).toEqual([...partnerProducts]);
    for (const item of mine) {
      expect(item.link.path.startsWith(`/${first.key}?`)).toBe(true);
      expect(item.link.url).toBe(`http://${host}${item.link.path}`);
      expect(item.link.path).toContain(`product=${item.product}`);
      expect(item.link.url).not.toContain(second.key);
    }
    for (const item of theirs) expect(item.link.path.startsWith(`/${second.key}?`)).toBe(true);
    expect(mine.find((item) => item.product === 'gl')?.providers).toContain('Zeta Finance Bank');
  });

  it('shows a product’s lenders with eligibility highlights and the payout worked out as the ledger does', async () => {
    const detail = data<ProductOfferingDetail>(await request('GET', '/api/partner/content/products/gl', tokens.first));
    const zeta = detail.lenders.find((row) => row.id === lender.id);
    expect(zeta).toMatchObject({
      name: 'Zeta Finance Bank',
      mode: 'intake',
      eligibility: { age: '21 to 60 years', cibil: '700+' },
    });
    // ₹1,00,000 × 1 % = ₹1,000 to Saakh; 40 % of it + ₹100 flat = ₹500; TDS 2 % = ₹10.
    expect(detail.payout).toMatchObject({ revenue_percent: 40, revenue_flat_fee: 100, parent_split_percent: null });
    expect(detail.payout.example).toEqual({
      lender: 'Zeta Finance Bank',
      amount: 100_000,
      saakh_commission: 1000,
      partner_share: 500,
      parent_share: 0,
      tds: 10,
      net: 490,
    });
  });

  it('takes a parent’s split out of a sub-partner’s share', async () => {
    const detail = data<ProductOfferingDetail>(await request('GET', '/api/partner/content/products/gl', tokens.sub));
    // 50 % of ₹1,000 = ₹500; the parent takes 20 % = ₹100; TDS on ₹400 = ₹8.
    expect(detail.payout.parent_split_percent).toBe(20);
    expect(detail.payout.example).toMatchObject({ partner_share: 400, parent_share: 100, tds: 8, net: 392 });
    const parentView = data<ProductOfferingDetail>(
      await request('GET', '/api/partner/content/products/gl', tokens.parent),
    );
    expect(parentView.link.path.startsWith(`/${parent.key}?`)).toBe(true);
    expect(detail.link.path.startsWith(`/${sub.key}?`)).toBe(true);
  });

  it('answers an unknown product with a clear 422', async () => {
    const response = await request('GET', '/api/partner/content/products/car-loan', tokens.first);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product).toEqual(['Choose a product']);
  });

  it('draws each partner’s link as a QR code that decodes to that partner’s link', async () => {
    for (const [token, partner] of [
      [tokens.first, first],
      [tokens.second, second],
    ] as const) {
      const response = await request('GET', '/api/partner/content/products/pl/qr?format=png', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const image = PNG.sync.read(response.rawPayload);
      const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(decoded?.data).toBe(
        `http://${host}/${partner.key}?utm_source=${partner.key}&utm_medium=partner_link&utm_campaign=product_pl&product=pl`,
      );
    }
    const svg = await request('GET', '/api/partner/content/products/hl/qr?format=svg', tokens.first);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await request('GET', '/api/partner/content/products/hl/qr?format=gif', tokens.first)).statusCode).toBe(422);
  });
});

describe('FAQs', () => {
  let hindi: Faq;
  let englishOnly: Faq;

  it('lets role 1 add FAQs in English and Hindi, audited', async () => {
    const created = await request('POST', '/api/admin/partner-content/faqs', admin, {
      payload: {
        audience: 'customer',
        question_en: 'How fast is a gold loan disbursed?',
        question_hi: 'गोल्ड लोन कितनी जल्दी मिलता है?',
        answer_en: 'Usually the same day the gold is valued.',
        answer_hi: 'आमतौर पर उसी दिन जब सोने का मूल्यांकन होता है।',
        sort_order: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('FAQ added');
    hindi = data<Faq>(created);
    englishOnly = data<Faq>(
      await request('POST', '/api/admin/partner-content/faqs', admin, {
        payload: {
          audience: 'customer',
          question_en: 'Which documents does a personal loan need?',
          question_hi: '',
          answer_en: 'PAN, Aadhaar and three months of salary slips.',
          sort_order: 2,
        },
      }),
    );
    expect(englishOnly.question_hi).toBeNull();
    await request('POST', '/api/admin/partner-content/faqs', admin, {
      payload: {
        audience: 'dsa',
        question_en: 'When is my commission paid?',
        answer_en: 'After the lender pays Saakh.',
      },
    });
    expect(await auditCount('partner_faq.create', hindi.id)).toBe(1);
  });

  it('shows partners one audience in order, in Hindi where written and in English where not', async () => {
    const en = data<Page<PartnerFaq>>(
      await request('GET', '/api/partner/content/faqs?audience=customer', tokens.first),
    );
    expect(en.items.map((item) => item.id)).toEqual([hindi.id, englishOnly.id]);
    const hi = data<Page<PartnerFaq>>(
      await request('GET', '/api/partner/content/faqs?audience=customer', tokens.first, { locale: 'hi' }),
    );
    expect(hi.items[0]).toMatchObject({ question: 'गोल्ड लोन कितनी जल्दी मिलता है?', translated: true });
    expect(hi.items[1]).toMatchObject({ question: 'Which documents does a personal loan need?', translated: false });
  });

  it('searches on the server in both languages, wildcards taken literally', async () => {
    const byEnglish = data<Page<PartnerFaq>>(
      await request('GET', '/api/partner/content/faqs?audience=customer&q=salary', tokens.first),
    );
    expect(byEnglish.items.map((item) => item.id)).toEqual([englishOnly.id]);
    const byHindi = data<Page<PartnerFaq>>(
      await request('GET', `/api/partner/content/faqs?audience=customer&q=${encodeURIComponent('सोने')}`, tokens.first),
    );
    expect(byHindi.items.map((item) => item.id)).toEqual([hindi.id]);
    const wildcard = data<Page<PartnerFaq>>(
      await request('GET', '/api/partner/content/faqs?audience=customer&q=%25', tokens.first),
    );
    expect(wildcard.total).toBe(0);
  });

  it('edits and deletes, each audited, and refuses bad input with nothing saved', async () => {
    const bad = await request('POST', '/api/admin/partner-content/faqs', admin, {
      payload: { audience: 'everyone', question_en: 'x', answer_en: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      audience: ['Choose customers or DSAs'],
      question_en: ['Enter a question of 2 to 300 characters'],
      answer_en: ['Enter an answer of 2 to 3000 characters'],
    });
    const rows = await t.db.select({ id: partner_faqs.id }).from(partner_faqs);
    expect(rows).toHaveLength(3);

    const edited = await request('PUT', `/api/admin/partner-content/faqs/${englishOnly.id}`, admin, {
      payload: { ...englishOnly, question_hi: 'पर्सनल लोन के लिए कौन से दस्तावेज़ चाहिए?', answer_hi: 'पैन और आधार।' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await auditCount('partner_faq.update', englishOnly.id)).toBe(1);
    expect((await request('DELETE', `/api/admin/partner-content/faqs/${englishOnly.id}`, admin)).statusCode).toBe(200);
    expect(await auditCount('partner_faq.delete', englishOnly.id)).toBe(1);
    expect((await request('DELETE', `/api/admin/partner-content/faqs/${englishOnly.id}`, admin)).statusCode).toBe(404);
  });
});

describe('message texts', () => {
  let text: MessageText;

  it('requires {link} in both languages and keeps SMS short', async () => {
    const response = await request('POST', '/api/admin/partner-content/messages', admin, {
      payload: {
        product: 'pl',
        channel: 'sms',
        title_en: 'Quick loan',
        title_hi: 'तुरंत लोन',
        body_en: 'Get a loan today',
        body_hi: `आज ही लोन पाएँ {link} ${'क'.repeat(330)}`,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      body_en: ['Put {link} where the partner’s link goes'],
      body_hi: ['An SMS text may have at most 320 characters'],
    });
  });

  it('fills each partner’s own link and name into both languages, with a WhatsApp share link', async () => {
    const created = await request('POST', '/api/admin/partner-content/messages', admin, {
      payload: {
        product: 'gl',
        channel: 'whatsapp',
        title_en: 'Gold loan in a day',
        title_hi: 'एक दिन में गोल्ड लोन',
        body_en: 'Gold loan from {partner}: apply at {link}',
        body_hi: '{partner} से गोल्ड लोन: {link} पर आवेदन करें',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    text = data<MessageText>(created);
    expect(await auditCount('partner_message_text.create', text.id)).toBe(1);

    const mine = data<PartnerMessage[]>(await request('GET', '/api/partner/content/messages?product=gl', tokens.first));
    const message = mine.find((item) => item.id === text.id)!;
    const link = `http://${host}/${first.key}?utm_source=${first.key}&utm_medium=partner_link&utm_campaign=product_gl&product=gl`;
    expect(message.text_en).toBe(`Gold loan from ${first.name}: apply at ${link}`);
    expect(message.text_hi).toBe(`${first.name} से गोल्ड लोन: ${link} पर आवेदन करें`);
    expect(message.whatsapp_en).toBe(`https://wa.me/?text=${encodeURIComponent(message.text_en)}`);
    const theirs = data<PartnerMessage[]>(await request('GET', '/api/partner/content/messages', tokens.second));
    const other = theirs.find((item) => item.id === text.id)!;
    expect(other.text_en).toContain(`/${second.key}?`);
    expect(other.text_en).not.toContain(first.key);
    const hi = data<PartnerMessage[]>(
      await request('GET', '/api/partner/content/messages?product=gl', tokens.first, { locale: 'hi' }),
    );
    expect(hi.find((item) => item.id === text.id)?.title).toBe('एक दिन में गोल्ड लोन');
  });

  it('lists, edits and deletes for admins', async () => {
    const page = data<Page<MessageText>>(
      await request('GET', '/api/admin/partner-content/messages?product=gl&channel=whatsapp', admin),
    );
    expect(page.items.map((item) => item.id)).toContain(text.id);
    const edited = await request('PUT', `/api/admin/partner-content/messages/${text.id}`, admin, {
      payload: { ...text, title_en: 'Gold loan today' },
    });
    expect(data<MessageText>(edited).title_en).toBe('Gold loan today');
    expect((await request('DELETE', `/api/admin/partner-content/messages/${text.id}`, admin)).statusCode).toBe(200);
    expect(await auditCount('partner_message_text.delete', text.id)).toBe(1);
  });
});

describe('banners', () => {
  let banner: Banner;

  const upload = (parts: Part[]) => {
    const body = multipart(parts);
    return request('POST', '/api/admin/partner-content/banners', admin, {
      payload: body.payload,
      headers: body.headers,
    });
  };
  const fields: Part[] = [
    { name: 'product', value: 'pl' },
    { name: 'title_en', value: 'Personal loan poster' },
    { name: 'title_hi', value: 'पर्सनल लोन पोस्टर' },
  ];

  it('refuses a file that is not an image, an image too small, and no file, with nothing saved', async () => {
    const fake = await upload([
      ...fields,
      { name: 'image_name', filename: 'poster.png', type: 'image/png', content: Buffer.from('not a png') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image_name).toEqual([
      'Upload a PNG, JPG or WebP image from 200 to 4000 pixels a side, up to 5 MB',
    ]);
    const tiny = await upload([
      ...fields,
      { name: 'image_name', filename: 'poster.png', type: 'image/png', content: await png(50, 50) },
    ]);
    expect(tiny.statusCode).toBe(422);
    const none = await upload(fields);
    expect(none.statusCode).toBe(422);
    const badFields = await upload([
      { name: 'product', value: 'yacht' },
      { name: 'image_name', filename: 'poster.png', type: 'image/png', content: await png(400, 300) },
    ]);
    expect(badFields.statusCode).toBe(422);
    expect(badFields.json().errors.product).toEqual(['Choose a product']);
    expect(await t.db.select({ id: partner_banners.id }).from(partner_banners)).toHaveLength(0);
  });

  it('stores an admin’s banner, audited', async () => {
    const response = await upload([
      ...fields,
      { name: 'image_name', filename: 'poster.png', type: 'image/png', content: await png(800, 400) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    banner = data<Banner>(response);
    expect(banner).toMatchObject({ product: 'pl', width: 800, height: 400 });
    expect(banner.file_url).toMatch(/^\/uploads\/images\/partner-banners\/.+\.png$/);
    expect(await auditCount('partner_banner.create', banner.id)).toBe(1);
  });

  it('draws it for each partner with a strip below carrying its brand colour', async () => {
    const list = data<PartnerBanner[]>(await request('GET', '/api/partner/content/banners', tokens.first));
    const item = list.find((row) => row.id === banner.id)!;
    expect(item.title).toBe('Personal loan poster');
    const image = await request('GET', `${item.image_path}?download=1`, tokens.first);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain(
      `attachment; filename="${first.key}-banner-${banner.id}.png"`,
    );
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(800);
    expect(meta.height).toBeGreaterThan(400);
    // The first pixel row of the strip is the partner's primary colour (#00695C from the factory).
    const { data: pixels, info } = await sharp(image.rawPayload)
      .extract({ left: 10, top: 401, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBeGreaterThanOrEqual(3);
    expect([pixels[0], pixels[1], pixels[2]]).toEqual([0x00, 0x69, 0x5c]);
    expect((await request('GET', '/api/partner/content/banners/999999/image', tokens.first)).statusCode).toBe(404);
  });

  it('edits titles and deletes', async () => {
    const edited = await request('PUT', `/api/admin/partner-content/banners/${banner.id}`, admin, {
      payload: { product: 'bl', title_en: 'Business loan poster', title_hi: 'बिज़नेस लोन पोस्टर', sort_order: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const hi = data<PartnerBanner[]>(
      await request('GET', '/api/partner/content/banners?product=bl', tokens.first, { locale: 'hi' }),
    );
    expect(hi.map((row) => row.title)).toEqual(['बिज़नेस लोन पोस्टर']);
    expect((await request('DELETE', `/api/admin/partner-content/banners/${banner.id}`, admin)).statusCode).toBe(200);
    expect(await auditCount('partner_banner.delete', banner.id)).toBe(1);
  });
});

describe('training material and lender journeys', () => {
  const upload = (parts: Part[]) => {
    const body = multipart(parts);
    return request('POST', '/api/admin/partner-content/training', admin, {
      payload: body.payload,
      headers: body.headers,
    });
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('refuses a file whose content is not its type, an unknown type and an unknown lender', async () => {
    const fields: Part[] = [
      { name: 'lender_id', value: String(lender.id) },
      { name: 'title_en', value: 'Policy' },
      { name: 'title_hi', value: 'नीति' },
    ];
    const disguised = await upload([
      ...fields,
      { name: 'image_name', filename: 'policy.pdf', type: 'application/pdf', content: Buffer.from('MZ not a pdf') },
    ]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.image_name[0]).toContain('MP4 video (up to 50 MB)');
    const exe = await upload([
      ...fields,
      { name: 'image_name', filename: 'policy.exe', type: 'application/octet-stream', content: pdf },
    ]);
    expect(exe.statusCode).toBe(422);
    const unknownLender = await upload([
      { name: 'lender_id', value: '2147483000' },
      { name: 'title_en', value: 'Policy' },
      { name: 'title_hi', value: 'नीति' },
      { name: 'image_name', filename: 'policy.pdf', type: 'application/pdf', content: pdf },
    ]);
    expect(unknownLender.statusCode).toBe(422);
    expect(unknownLender.json().errors.lender_id).toEqual(['Choose a lender']);
  });

  it('offers partners the lender’s http(s) links and the uploads, and nothing else', async () => {
    const created = await upload([
      { name: 'lender_id', value: String(lender.id) },
      { name: 'title_en', value: 'Gold loan policy' },
      { name: 'title_hi', value: 'गोल्ड लोन नीति' },
      { name: 'image_name', filename: 'gold policy.pdf', type: 'application/pdf', content: pdf },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const file = data<TrainingFile>(created);
    expect(file).toMatchObject({ kind: 'document', file_name: 'gold-policy.pdf', lender_name: 'Zeta Finance Bank' });
    expect(await auditCount('partner_training_file.create', file.id)).toBe(1);

    const training = data<LenderTraining[]>(
      await request('GET', '/api/partner/content/training', tokens.first, { locale: 'hi' }),
    );
    const zeta = training.find((row) => row.lender_id === lender.id)!;
    expect(zeta.items).toEqual([
      {
        kind: 'video',
        title: 'ट्रेनिंग वीडियो',
        url: 'https://videos.example.com/zeta.mp4',
        source: 'lender',
        size_bytes: null,
      },
      { kind: 'document', title: 'गोल्ड लोन नीति', url: file.file_url, source: 'upload', size_bytes: pdf.length },
    ]);
    const list = data<Page<TrainingFile>>(
      await request('GET', `/api/admin/partner-content/training?lender_id=${lender.id}`, admin),
    );
    expect(list.items.map((row) => row.id)).toEqual([file.id]);
    expect((await request('DELETE', `/api/admin/partner-content/training/${file.id}`, admin)).statusCode).toBe(200);
    expect(await auditCount('partner_training_file.delete', file.id)).toBe(1);
  });

  it('describes each lender’s journey from its mode and its own text', async () => {
    const journeys = data<LenderJourney[]>(await request('GET', '/api/partner/content/lender-journeys', tokens.first));
    expect(journeys.find((row) => row.lender_id === lender.id)).toEqual({
      lender_id: lender.id,
      lender: 'Zeta Finance Bank',
      product: 'gl',
      mode: 'intake',
      steps: ['choose', 'lenderForm', 'lenderReview', 'disbursal'],
      notes: ['Fill the gold details', 'Visit the branch', 'Money in the account'],
    });
    const hindi = data<LenderJourney[]>(
      await request('GET', '/api/partner/content/lender-journeys', tokens.first, { locale: 'hi' }),
    );
    expect(hindi.find((row) => row.lender_id === lender.id)?.notes).toEqual(['सोने का विवरण भरें', 'शाखा जाएँ']);
    const detail = data<ProductOfferingDetail>(
      await request('GET', '/api/partner/content/products/gl', tokens.first, { locale: 'hi' }),
    );
    // Hindi where an admin wrote it, English where not.
    expect(detail.lenders.find((row) => row.id === lender.id)?.eligibility).toMatchObject({
      cibil: '700 से ऊपर',
      age: '21 to 60 years',
    });
  });
});

describe('admin identity', () => {
  it('records the admin who made a change', async () => {
    const [row] = await t.db
      .select({ actor: audit_log.actor_id })
      .from(audit_log)
      .where(eq(audit_log.action, 'partner_faq.create'))
      .limit(1);
    expect(row?.actor).toBe(adminId);
  });
});

describe('demo content', () => {
  it('seeds texts every product can share, banners that draw, and lender guides that are PDFs', async () => {
    await t.db.transaction((tx) => seedPartnerContent(tx, t.config));
    const messages = data<PartnerMessage[]>(await request('GET', '/api/partner/content/messages', tokens.second));
    expect(new Set(messages.map((item) => item.product))).toEqual(new Set([...partnerProducts]));
    for (const message of messages) {
      expect(message.text_en).toContain(`/${second.key}?`);
      expect(message.text_hi).toContain(second.name);
    }
    const faqs = data<Page<PartnerFaq>>(
      await request('GET', '/api/partner/content/faqs?audience=dsa', tokens.second, { locale: 'hi' }),
    );
    expect(faqs.items.some((item) => !item.translated)).toBe(true);
    const banners = data<PartnerBanner[]>(await request('GET', '/api/partner/content/banners', tokens.second));
    expect(banners.length).toBeGreaterThanOrEqual(5);
    const drawn = await request('GET', banners[0]!.image_path, tokens.second);
    expect(drawn.statusCode).toBe(200);
    expect((await sharp(drawn.rawPayload).metadata()).format).toBe('png');
    const guides = data<Page<TrainingFile>>(await request('GET', '/api/admin/partner-content/training', admin));
    expect(guides.total).toBeGreaterThan(0);
    expect(guides.items.every((row) => row.kind === 'document')).toBe(true);
  });
});
