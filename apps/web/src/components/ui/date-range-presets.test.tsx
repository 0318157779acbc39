import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportPresets } from '@saakh/domain/date-ranges';
import { initTestI18n } from '@/testing/test-i18n';
import { DateRangePresets, useDateRangeParam } from './date-range-presets';

function Harness() {
  const state = useDateRangeParam('last_7_days');
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="range">{state.range ? `${state.range.from}..${state.range.to}` : 'none'}</output>
      <DateRangePresets state={state} presets={reportPresets} />
    </>
  );
}

function show(url = '/report') {
  const router = createMemoryRouter([{ path: '/report', element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('DateRangePresets', () => {
  it("offers the spec's presets and starts on the page's default", () => {
    show();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Custom range',
    ]);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });

  it('keeps the chosen preset in the URL', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?preset=yesterday');
  });

  it('asks for both days of a custom range and refuses a last day before the first', async () => {
    show('/report?preset=custom_range&from=2026-02-10&to=2026-02-01');
    expect(screen.getByTestId('range')).toHaveTextContent('none');
    expect(screen.getByText('The last day cannot be before the first day')).toBeInTheDocument();
    const last = screen.getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-02-20');
    expect(screen.getByTestId('range')).toHaveTextContent('2026-02-10..2026-02-20');
    expect(screen.getByTestId('search')).toHaveTextContent('?preset=custom_range&from=2026-02-10&to=2026-02-20');
  });
});
