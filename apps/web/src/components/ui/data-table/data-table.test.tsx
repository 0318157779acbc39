import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Page } from '@saakh/domain/lists';
import { initTestI18n } from '@/testing/test-i18n';
import { DataTable, type DataTableColumn, type TableData } from './data-table';
import { useListParams, type TableParams } from './use-list-params';

type Row = { id: number; name: string; city: string };

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', sticky: 'left', cell: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => <button type="button">{row.city}</button> },
];

function page(items: Row[], total = items.length, at = 1): Page<Row> {
  return { items, total, page: at, pageSize: 10 };
}

function result(partial: Partial<TableData<Row>>): TableData<Row> {
  return {
    data: undefined,
    isPending: false,
    isFetching: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...partial,
  };
}

/** The table on a page whose URL the test reads back. */
function Harness({ data }: { data: TableData<Row> }) {
  const params = useListParams({
    defaultSort: 'name',
    sorts: ['name', '-name'],
    pageSizes: [10, 20],
    defaultPageSize: 10,
  });
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <DataTable
        id="people"
        label="People"
        columns={columns}
        result={data}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[10, 20]}
        emptyTitle="No people yet"
        searchLabel="Search people"
        rowActions={(row) => [{ label: `Remove ${row.name}`, icon: <span>x</span>, onClick: () => undefined }]}
        exportHref={(format) => `/export?format=${format}`}
      />
    </>
  );
}

function show(data: TableData<Row>, url = '/people') {
  const router = createMemoryRouter([{ path: '/people', element: <Harness data={data} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('DataTable', () => {
  it('shows skeleton rows while the first page loads', () => {
    show(result({ isPending: true, isFetching: true }));
    const table = screen.getByRole('table', { name: 'People' });
    // Placeholder rows are hidden from screen readers, which hear that the table is busy instead.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(8);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();
  });

  it('explains an empty list instead of showing an empty grid', () => {
    show(result({ data: page([]) }));
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that reads the list again', async () => {
    const refetch = vi.fn();
    show(result({ isError: true, error: new Error('down'), refetch }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("says the server's reason for a failed first load, or that it could not load", () => {
    show(result({ isError: true, error: new Error('Service unavailable') }));
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    cleanup();
    show(result({ isError: true, error: 'no reason' }));
    expect(screen.getByText('We could not load this. Please try again.')).toBeInTheDocument();
  });

  it('keeps the rows it has when a refresh fails, and says they may be old', async () => {
    const refetch = vi.fn();
    show(
      result({ data: page([{ id: 1, name: 'Asha', city: 'Pune' }]), isError: true, error: new Error('x'), refetch }),
    );
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not refresh this list; it shows what was loaded before.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('builds a late change on the address as it is now: a link followed meanwhile stays, a page left stays left', async () => {
    // What a search box's pending timer holds: the list's setters from a render before the link was followed.
    let early: TableParams | undefined;
    function Early() {
      const params = useListParams({
        defaultSort: 'name',
        sorts: ['name', '-name'],
        pageSizes: [10],
        defaultPageSize: 10,
      });
      const location = useLocation();
      useEffect(() => {
        early ??= params;
      });
      return <output data-testid="search">{location.search}</output>;
    }
    const router = createMemoryRouter(
      [
        { path: '/people', element: <Early /> },
        { path: '/other', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/people?sort=-name'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/people?sort=-name&ticket=1'));
    act(() => early?.setSearch('pune'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?sort=-name&ticket=1&q=pune'));
    await act(() => router.navigate('/other'));
    act(() => early?.setSearch('delhi'));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('keeps the page, the order and the search in the URL', async () => {
    show(result({ data: page([{ id: 1, name: 'Asha', city: 'Pune' }], 25) }));
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    // A new order starts again from the first page.
    expect(screen.getByTestId('search')).toHaveTextContent('?sort=-name');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'pune');
    // The search waits for a pause in typing before it asks the server.
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?sort=-name&q=pune'));
  });

  it('falls back to the defaults for an order or page size the list does not offer', () => {
    show(result({ data: page([{ id: 1, name: 'Asha', city: 'Pune' }]) }), '/people?sort=-password&size=1000');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('10');
  });

  it('lets the keyboard move down a column with the arrow keys', async () => {
    const rows = [
      { id: 1, name: 'Asha', city: 'Pune' },
      { id: 2, name: 'Bala', city: 'Agra' },
    ];
    show(result({ data: page(rows) }));
    screen.getByRole('button', { name: 'Pune' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Agra' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Pune' })).toHaveFocus();
  });

  it('hides a column from the Columns menu and remembers it', async () => {
    show(result({ data: page([{ id: 1, name: 'Asha', city: 'Pune' }]) }));
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu');
    // The name is kept in view and cannot be hidden; the actions column neither.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['City']);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('saakh.table.people.columns') ?? '{}')).toEqual({ city: false });
  });

  it('offers row actions by name and exports in both formats', async () => {
    show(result({ data: page([{ id: 1, name: 'Asha', city: 'Pune' }]) }));
    expect(screen.getByRole('button', { name: 'Remove Asha' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('menuitem', { name: 'CSV (.csv)' })).toHaveAttribute('href', '/export?format=csv');
    expect(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toHaveAttribute('href', '/export?format=xlsx');
  });

  it('moves back to the last page when the list shrank under the current one', () => {
    show(result({ data: page([], 12, 5) }), '/people?page=5');
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
  });
});
