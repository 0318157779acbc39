import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationKfs, Kfs } from '@saakh/domain/kfs';
import { formatRupeesExact } from '@saakh/domain/money';
import { lenders } from '../../db/schema/catalogue';
import { eq } from 'drizzle-orm';
import { closePdfPrinter } from '../../lib/pdf/pdf-printer';
import { createLender } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from '../offers/offers.fixtures';
import { kfsDay } from './kfs-render';

describe('KFS as a PDF', () => {
  let t: TestApp;
  let a: { token: string; userId: number };
  let b: { token: string; userId: number };
  let appId: number;
  let lenderId: number;
  let creditAppId: string;

  beforeAll(async () => {
    t = await createTestApp();
    lenderId = (await createLender(t.db, { name: 'KfsPdfBank' })).id;
    await t.db
      .update(lenders)
      .set({
        nodal_officer_name: 'Meera Nair',
        nodal_officer_phone: '080 4000 1234',
        nodal_officer_email: 'nodal@kfspdfbank.example',
        co_lending_text: 'Co-lent 80:20 with <Partner> Bank',
      })
      .where(eq(lenders.id, lenderId));
    a = await loginCustomer(t, '9876512121');
    b = await loginCustomer(t, '9876523232');
    appId = await startJourney(t, a.token);
    const selected = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: lenderId },
    });
    if (selected.statusCode !== 200) throw new Error(selected.body);
    creditAppId = selected.json().data.creditAppId as string;
  });
  afterAll(async () => t.close());

  async function kfsJson(lang: 'en' | 'hi'): Promise<ApplicationKfs> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs?lang=${lang}`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as ApplicationKfs;
  }

  function expectFigures(text: string, kfs: Kfs, lang: 'en' | 'hi') {
    const last = kfs.schedule.at(-1);
    if (!last) throw new Error('no schedule');
    expect(text).toContain(kfs.proposalNumber);
    expect(text).toContain(formatRupeesExact(kfs.emi));
    expect(text).toContain(`${kfs.apr.toFixed(2)}%`);
    expect(text).toContain(formatRupeesExact(kfs.totalPayable));
    expect(text).toContain(formatRupeesExact(last.instalment));
    // pdf.js reads Devanagari back glyph by glyph (a vowel sign before its consonant): Hindi dates are not compared.
    if (lang === 'en') expect(text).toContain(kfsDay(last.dueOn, lang));
  }

  /** Hindi words as read back: glyphs come apart with spaces, so compare without them. */
  const joined = (text: string) => text.replace(/\s+/g, '');

  it('prints the application KFS the JSON answers, in English, as a download named after the proposal', async () => {
    const { kfs } = await kfsJson('en');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs?format=pdf&lang=en`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="KFS-${kfs.proposalNumber}-en.pdf"`);
    const text = await pdfText(response.rawPayload);
    expectFigures(text, kfs, 'en');
    expect(text).toContain('Key Facts Statement');
    expect(text).toContain('Meera Nair');
    // Typed by lender admins: printed as text, never as markup.
    expect(text).toContain('Co-lent 80:20 with <Partner> Bank');
    expect(text).toContain('Annex C');
    expect(text).toContain('Penal charges (delayed payment) Not stated by the lender');
    expect(text).toContain(`Issued on ${kfsDay(kfs.issuedOn, 'en')}; valid until ${kfsDay(kfs.validUntil, 'en')}`);
    // Annex C's total row: the principal repaid is the loan, the instalments the total payable.
    expect(text).toContain(
      `Total ${formatRupeesExact(kfs.loanAmount)} ${formatRupeesExact(kfs.totalInterest)} ${formatRupeesExact(kfs.totalPayable)}`,
    );
    expect(text).toContain('cms.rbi.org.in');
  });

  it('prints it in Hindi', async () => {
    const { kfs } = await kfsJson('hi');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs?format=pdf&lang=hi`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="KFS-${kfs.proposalNumber}-hi.pdf"`);
    const text = await pdfText(response.rawPayload);
    expectFigures(text, kfs, 'hi');
    for (const word of ['ऋणदाता', 'ब्याज', 'अनुलग्नक', 'कुलचुकानेयोग्य']) expect(joined(text)).toContain(word);
    expect(text).not.toContain('Key Facts Statement');
  });

  it("answers another customer's application 404", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs?format=pdf`,
      headers: bearer(b.token),
    });
    expect(response.statusCode).toBe(404);
  });

  it("prints an offer's KFS as indicative", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}/kfs/${lenderId}?format=pdf&lang=en`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="KFS-[A-Za-z0-9_-]+-en\.pdf"$/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Indicative — no application yet');
    expect(text).not.toContain('Loan proposal number');
  });

  it('answers 503 with a message to try again when Chromium cannot start', async () => {
    const { chromiumPath } = t.deps.config;
    await closePdfPrinter();
    t.deps.config.chromiumPath = '/nonexistent/chromium';
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/applications/${creditAppId}/kfs?format=pdf&lang=hi`,
        headers: { ...bearer(a.token), 'accept-language': 'hi' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('अभी मुख्य तथ्य विवरण का PDF नहीं बन सका; कृपया एक मिनट बाद फिर कोशिश करें');
    } finally {
      t.deps.config.chromiumPath = chromiumPath;
    }
  });
});
