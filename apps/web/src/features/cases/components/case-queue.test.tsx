import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseNote, CasePage, CaseRow } from '@saakh/domain/cases';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { initTestI18n } from '@/testing/test-i18n';
import { CaseQueue, caseListParams } from './case-queue';
import { renderWithApp } from '@/testing/render-with-app';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = 7;

const row = (over: Partial<CaseRow>): CaseRow => ({
  applicationId: '5b7f7a52-3c1e-4f5e-9d57-1f0f2a9c0b11',
  reference: 'SK-7K3P9Q',
  product: 'pl',
  customerName: 'Asha Verma',
  lender: { id: 3, name: 'Acme Finance' },
  partnerName: null,
  amount: 200000,
  status: 'submitted',
  statusSince: '2026-11-26T10:00:00.000Z',
  ageHours: 76.5,
  slaHours: 48,
  breached: true,
  bucket: '3_7d',
  owner: null,
  customerRemark: 'Documents under verification',
  notes: 1,
  documentsToReview: 2,
  ...over,
});

const breachedRow = row({});
const freshRow = row({
  applicationId: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  reference: 'SK-M2N4P6',
  customerName: 'Ravi Kumar',
  status: 'in_review',
  ageHours: 5,
  slaHours: 72,
  breached: false,
  bucket: 'under_1d',
  owner: { id: 9, name: 'Meera Iyer' },
  customerRemark: null,
  notes: 0,
  documentsToReview: 0,
});

const page: CasePage = {
  items: [breachedRow, freshRow],
  total: 2,
  page: 1,
  pageSize: 20,
  summary: { buckets: { under_1d: 1, '1_3d': 0, '3_7d': 1, over_7d: 0 }, breached: 1, unassigned: 4, mine: 2 },
};

const notes: CaseNote[] = [
  {
    id: 1,
    text: 'Called the lender, waiting on KYC',
    author: { id: 9, name: 'Meera Iyer' },
    createdAt: '2026-11-27T09:00:00.000Z',
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

function Queue() {
  const params = useListParams(caseListParams);
  return (
    <CaseQueue
      params={params}
      lenders={[{ value: '3', label: 'Acme Finance · Personal Loans' }]}
      me={ME}
      caseExtras={(row) => <p data-testid="case-extras">{`Documents of ${row.applicationId}`}</p>}
    />
  );
}

/** The queue at an address, as the cases page shows it; answers its router. */
function renderQueue(initial: string) {
  const { router } = renderWithApp(<Queue />, { path: '/admin/cases', at: initial });
  return router;
}

/** A small stand-in for the API: it keeps what it was sent, as the real one does, so a list read again shows it. */
function show(initial = '/admin/cases') {
  let rows = [breachedRow, freshRow];
  const kept = [...notes];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/cases/owners')
      return ok([
        { id: ME, name: 'Me Myself' },
        { id: 9, name: 'Meera Iyer' },
      ]);
    if (url.endsWith('/owner') && method === 'PUT') {
      const { ownerId } = JSON.parse(String(init?.body)) as { ownerId: number | null };
      const changed = { ...breachedRow, owner: ownerId === null ? null : { id: ownerId, name: 'Me Myself' } };
      rows = rows.map((item) => (item.applicationId === changed.applicationId ? changed : item));
      return ok(changed);
    }
    if (url.endsWith('/notes') && method === 'POST') {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      const note = {
        id: kept.length + 1,
        text,
        author: { id: ME, name: 'Me Myself' },
        createdAt: '2026-11-28T09:00:00.000Z',
      };
      kept.push(note);
      return ok(note);
    }
    if (url.endsWith('/notes')) return ok(kept);
    return ok({ ...page, items: rows });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = renderQueue(initial);
  const lists = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/cases?'));
  const calls = (method: string, suffix: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(suffix));
  return { router, lists, calls };
}

describe('CaseQueue', { timeout: 30_000 }, () => {
  it('asks for the oldest first and shows each case’s time in status, SLA and a breach in words', async () => {
    const { lists } = show();
    const breached = await screen.findByTestId('case-row-SK-7K3P9Q');
    expect(lists()[0]).toBe('/api/admin/cases?page=1&pageSize=20&sort=-age');
    expect(within(breached).getByTestId('case-age')).toHaveTextContent('3 d 4 h');
    expect(within(breached).getByTestId('case-sla')).toHaveTextContent('48 h');
    expect(within(breached).getByTestId('case-breached')).toHaveTextContent('Breached');
    expect(within(breached).getByText('Submitted')).toBeInTheDocument();
    expect(within(breached).getByText('Unassigned')).toBeInTheDocument();
    expect(within(breached).getByText('2 to review')).toBeInTheDocument();

    const fresh = screen.getByTestId('case-row-SK-M2N4P6');
    expect(within(fresh).getByTestId('case-age')).toHaveTextContent('5 h');
    expect(within(fresh).getByTestId('case-sla')).toHaveTextContent('72 h');
    expect(within(fresh).queryByTestId('case-breached')).toBeNull();
    expect(within(fresh).getByText('Within SLA')).toBeInTheDocument();
    expect(within(fresh).getByText('Meera Iyer')).toBeInTheDocument();
    // The counts of the owner views come from the summary.
    expect(screen.getByRole('button', { name: 'My cases (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unassigned (4)' })).toBeInTheDocument();
    expect(screen.getByTestId('cases-breached-count')).toHaveTextContent('1 past the SLA');
  });

  it('turns the owner view, “Breached only” and the other filters into the query, kept in the URL', async () => {
    const { router, lists } = show();
    await screen.findByTestId('case-row-SK-7K3P9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Unassigned (4)' }));
    await waitFor(() => expect(lists().at(-1)).toBe('/api/admin/cases?page=1&pageSize=20&sort=-age&owner=unassigned'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breached only' }));
    await waitFor(() =>
      expect(lists().at(-1)).toBe('/api/admin/cases?page=1&pageSize=20&sort=-age&owner=unassigned&breached=true'),
    );
    expect(router.state.location.search).toContain('breached=true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lender' }), 'Acme Finance · Personal Loans');
    await waitFor(() => expect(lists().at(-1)).toContain('lenderId=3'));
    expect(lists().at(-1)).toBe(
      '/api/admin/cases?page=1&pageSize=20&sort=-age&owner=unassigned&status=in_review&breached=true&lenderId=3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'My cases (2)' }));
    await waitFor(() => expect(lists().at(-1)).toContain('owner=me'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breached only' }));
    await waitFor(() => expect(lists().at(-1)).not.toContain('breached'));
    // The cases whose customers sent documents that wait for staff.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Documents to review' }));
    await waitFor(() => expect(lists().at(-1)).toContain('documents=to_review'));
    expect(router.state.location.search).toContain('documents=to_review');
  });

  it('gives a case to the caller with “Assign to me”', async () => {
    const { calls } = show();
    await screen.findByTestId('case-row-SK-7K3P9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Assign SK-7K3P9Q to me' }));
    await waitFor(() => expect(calls('PUT', '/owner')).toHaveLength(1));
    const [url, init] = calls('PUT', '/owner')[0]!;
    expect(String(url)).toBe(`/api/admin/cases/${breachedRow.applicationId}/owner`);
    expect(JSON.parse(String(init?.body))).toEqual({ ownerId: ME });
    await waitFor(() =>
      expect(within(screen.getByTestId('case-row-SK-7K3P9Q')).getByText('Me Myself')).toBeInTheDocument(),
    );
  });

  it('gives a case to another staff member or to nobody through the owner dialog', async () => {
    const { calls } = show();
    await screen.findByTestId('case-row-SK-7K3P9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Change the owner of SK-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Owner of SK-7K3P9Q' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(calls('PUT', '/owner')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT', '/owner')[0]![1]?.body))).toEqual({ ownerId: 9 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Owner of SK-7K3P9Q' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Change the owner of SK-7K3P9Q' }));
    const again = await screen.findByRole('dialog', { name: 'Owner of SK-7K3P9Q' });
    await userEvent.click(within(again).getByRole('combobox', { name: 'Owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nobody (unassigned)' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(calls('PUT', '/owner')).toHaveLength(2));
    expect(JSON.parse(String(calls('PUT', '/owner')[1]![1]?.body))).toEqual({ ownerId: null });
  });

  it('opens a case with the customer’s remark beside the notes, refuses a blank note and posts a valid one', async () => {
    const { calls } = show();
    await screen.findByTestId('case-row-SK-7K3P9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Open case SK-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case SK-7K3P9Q' });
    expect(within(dialog).getByTestId('case-remark')).toHaveTextContent('Documents under verification');
    // The page's part of the dialog (the asked documents) is shown for the case opened.
    expect(within(dialog).getByTestId('case-extras')).toHaveTextContent(`Documents of ${breachedRow.applicationId}`);
    expect(within(dialog).getByText('Personal loans')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,00,000')).toBeInTheDocument();
    expect(await within(dialog).findByText('Called the lender, waiting on KYC')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Meera Iyer · /)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New note' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls('POST', '/notes')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New note' }), 'Lender asked for a salary slip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls('POST', '/notes')).toHaveLength(1));
    const [url, init] = calls('POST', '/notes')[0]!;
    expect(String(url)).toBe(`/api/admin/cases/${breachedRow.applicationId}/notes`);
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Lender asked for a salary slip' });
    expect(await within(dialog).findByText('Lender asked for a salary slip')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('says “No cases match” when the filters leave nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/admin/cases/owners'
        ? ok([])
        : ok({ ...page, items: [], total: 0, summary: { ...page.summary, buckets: {} } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderQueue('/admin/cases?breached=true');
    expect(await screen.findByText('No cases match')).toBeInTheDocument();
  });
  it('shows a failed load with a retry, and no empty bars', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input) === '/api/admin/cases/owners'
          ? ok([])
          : new Response(JSON.stringify({ success: false, message: 'The cases could not be read' }), { status: 500 }),
      ),
    );
    renderQueue('/admin/cases');
    expect(await screen.findByText('The cases could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No open cases')).toBeNull();
  });
});
