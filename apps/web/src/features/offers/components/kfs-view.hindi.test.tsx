import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKfs } from '@saakh/domain/kfs';
import { messages } from '@saakh/domain/messages';
import common from '@/locales/hi/common.json';
import customer from '@/locales/hi/customer.json';
import { offersFixture } from '../testing/offer-fixtures';
import { KfsPdfLinks } from './kfs-pdf-links';
import { KfsView } from './kfs-view';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'hi',
    resources: {
      hi: {
        common,
        customer,
        domain: Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.hi])),
      },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

/** Abbreviations Hindi text keeps (EMI, APR, RBI, PDF, LSP…), as e2e/customer/hindi-content.spec.ts allows them. */
const keptAbbreviation = /^[A-Z]{2,6}s?$/;

describe('KfsView in Hindi', () => {
  it('shows no English but the lender’s names and kept abbreviations, Annex C unfolded too', async () => {
    const offer = offersFixture().offers[1];
    const kfs = buildKfs(offer, '2026-11-28', 'hi', { product: 'pl', proposalNumber: 'SK-7K3P9Q' });
    const { container } = render(
      <MemoryRouter>
        <KfsPdfLinks href={(lang) => `/api/applications/x/kfs?format=pdf&lang=${lang}`} />
        <KfsView kfs={kfs} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /पुनर्भुगतान अनुसूची दिखाएँ/ }));
    expect(screen.getByTestId('kfs-schedule-total')).toHaveTextContent('कुल');
    const names = [offer.lenderName, offer.lender.legalName ?? offer.lenderName, kfs.proposalNumber ?? ''];
    const texts: string[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      // Text marked lang="en" (the e-mail addresses and the ombudsman's portal) is English on purpose.
      if (text && !node.parentElement?.closest('[lang="en"]')) texts.push(text);
    }
    const stray = texts.filter((text) => {
      const rest = names.reduce((left, name) => left.split(name).join(' '), text);
      return (rest.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !keptAbbreviation.test(word));
    });
    expect(stray).toEqual([]);
    expect(texts).toContain('भाग 1: ब्याज दर और शुल्क');
  });
});
