import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerApplicationDocuments } from '@saakh/domain/documents';
import { formatTime } from '@/lib/format';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { PartnerDocumentsDialog } from './partner-documents-dialog';
import {
  APPLICATION_ID,
  asked,
  documents,
  fileOf,
  ok,
  onFile,
  refused,
  stubApi,
  type Call,
} from './documents-api.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = `/api/partner/applications/${APPLICATION_ID}/documents`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * The partner's side of the API: consent after the right OTP, uploads only while it stands (`consentEnds` ends it
 * early, as time would), statuses but no files.
 */
function partnerApi() {
  const state = {
    consentUntil: null as string | null,
    consentEnds: false,
    uploaded: new Set<string>(),
  };
  const list = (): PartnerApplicationDocuments => ({
    ...documents({
      items: [
        asked({ kind: 'pan_card', status: state.uploaded.has('pan_card') ? 'uploaded' : 'needed' }),
        asked({ kind: 'photo', status: 'verified', file: onFile({ uploadedBy: 'partner' }) }),
      ],
      outstanding: state.uploaded.has('pan_card') ? 0 : 1,
    }),
    consentUntil: state.consentEnds ? null : state.consentUntil,
  });
  const handler = (call: Call) => {
    if (call.method === 'GET' && call.url === base) return ok(list());
    if (call.method === 'POST' && call.url === `${base}/consent`) return ok(null);
    if (call.method === 'POST' && call.url === `${base}/consent/verify`) {
      if ((call.body as { otp: string }).otp !== '123456')
        return refused(422, 'Validation failed', { otp: ['The OTP is wrong or has expired'] });
      state.consentUntil = inMinutes(30);
      state.consentEnds = false;
      return ok({ consentUntil: state.consentUntil });
    }
    if (call.method === 'POST' && call.url === `${base}/pan_card`) {
      if (state.consentEnds || !state.consentUntil)
        return refused(403, 'Ask the customer for consent first: they get an OTP on their mobile');
      state.uploaded.add('pan_card');
      return ok(null);
    }
    return refused(404, `no route ${call.method} ${call.url}`);
  };
  return { state, calls: stubApi(handler) };
}

function show() {
  const api = partnerApi();
  const onClose = vi.fn();
  renderWithApp(<PartnerDocumentsDialog applicationId={APPLICATION_ID} reference="SK-7K3P9Q" onClose={onClose} />);
  return { ...api, onClose };
}

async function consent() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ask customer for consent' }));
  const otp = await screen.findByLabelText('OTP from the customer');
  await userEvent.type(otp, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return screen.findByTestId('partner-documents-consent-until');
}

describe('PartnerDocumentsDialog', () => {
  it('lists the statuses with no way to upload or open a file until the customer consents', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Documents for SK-7K3P9Q' });
    const pan = await within(dialog).findByTestId('partner-document-pan_card');
    expect(within(pan).getByText('PAN card')).toBeInTheDocument();
    expect(within(pan).getByTestId('partner-document-pan_card-status')).toHaveTextContent('Needed');
    expect(within(dialog).getByTestId('partner-document-photo-status')).toHaveTextContent('Verified');
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByTestId('partner-document-pan_card-upload')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Ask customer for consent' })).toBeInTheDocument();
  });

  it('asks for consent, refuses a malformed OTP here and a wrong one from the server, then uploads', async () => {
    const { calls, state } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask customer for consent' }));
    expect(calls.filter((call) => call.url === `${base}/consent`)).toHaveLength(1);
    expect(await screen.findByText(/We sent an OTP to the customer's mobile/)).toBeInTheDocument();

    const otp = screen.getByLabelText('OTP from the customer');
    await userEvent.type(otp, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter 6 digits OTP')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === `${base}/consent/verify`)).toHaveLength(0);

    await userEvent.clear(otp);
    await userEvent.type(otp, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP is wrong or has expired')).toBeInTheDocument();

    await userEvent.clear(otp);
    await userEvent.type(otp, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const until = await screen.findByTestId('partner-documents-consent-until');
    const verify = calls.filter((call) => call.url === `${base}/consent/verify`);
    expect(verify.at(-1)?.body).toEqual({ otp: '123456' });
    expect(until).toHaveTextContent(`Consent until ${formatTime(state.consentUntil, 'en')}`);

    // A verified document cannot be replaced: only the needed one has a button.
    expect(screen.queryByTestId('partner-document-photo-upload')).toBeNull();
    const file = fileOf('pan.pdf', 'application/pdf');
    await userEvent.upload(screen.getByTestId('partner-document-pan_card-upload'), file);
    expect(await screen.findByText('PAN card sent. We will check it soon.')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST' && call.url === `${base}/pan_card`);
    expect((upload?.body as FormData).get('file')).toBe(file);
    await waitFor(() =>
      expect(screen.getByTestId('partner-document-pan_card-status')).toHaveTextContent('Being checked'),
    );
  });

  it('goes back to the consent step when an upload finds the consent has ended', async () => {
    const { state, calls } = show();
    await consent();
    state.consentEnds = true;
    await userEvent.upload(screen.getByTestId('partner-document-pan_card-upload'), fileOf('pan.png', 'image/png'));
    expect(await screen.findByText("The customer's consent has ended: ask them again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask customer for consent' })).toBeInTheDocument();
    expect(screen.queryByTestId('partner-document-pan_card-upload')).toBeNull();
    expect(screen.queryByTestId('partner-documents-consent-until')).toBeNull();
    expect(state.uploaded.size).toBe(0);

    // Consent again, and the upload goes through.
    await consent();
    await userEvent.upload(screen.getByTestId('partner-document-pan_card-upload'), fileOf('pan.png', 'image/png'));
    await waitFor(() => expect(state.uploaded.has('pan_card')).toBe(true));
    expect(calls.filter((call) => call.url === `${base}/consent`)).toHaveLength(2);
  });
});
