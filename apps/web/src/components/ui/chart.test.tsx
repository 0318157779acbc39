import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { Chart } from './chart';

beforeAll(initTestI18n);
afterEach(cleanup);

describe('Chart', { timeout: 20_000 }, () => {
  it('shows its figure and table at once, holds the drawing’s place, and draws it after the first paint', async () => {
    const { container } = render(
      <Chart
        kind="bar"
        title="Applications by day"
        xLabels={['Mon', 'Tue']}
        series={[{ label: 'Applications', data: [3, 5] }]}
        height={240}
        emptyTitle="Nothing yet"
      />,
    );
    // The first render: the figure, named, with its numbers as a table; no drawing yet, its place held.
    const figure = screen.getByRole('figure', { name: 'Applications by day' });
    const table = within(figure).getByRole('table', { name: 'Applications by day' });
    expect(table).toHaveTextContent('Mon3');
    expect(table).toHaveTextContent('Tue5');
    expect(figure.querySelector('svg')).toBeNull();
    const place = figure.querySelector('[aria-hidden]');
    expect(place).not.toBeNull();
    expect(getComputedStyle(place as Element).height).toBe('240px');
    expect(place?.querySelector('.MuiSkeleton-root')).not.toBeNull();
    // Then the drawing (MUI X charts, loaded on its own) takes the placeholder's place, in the same box.
    await waitFor(() => expect(place?.querySelector('.MuiSkeleton-root')).toBeNull(), { timeout: 15_000 });
    expect(container.querySelectorAll('figure')).toHaveLength(1);
    expect(within(figure).getByRole('table', { name: 'Applications by day' })).toBeInTheDocument();
  });

  it('holds the place of figures still loading with a named progress bar', () => {
    render(
      <Chart
        kind="bar"
        title="Applications by day"
        xLabels={[]}
        series={[]}
        loading
        height={200}
        emptyTitle="Nothing yet"
      />,
    );
    const progress = screen.getByRole('progressbar', { name: 'Loading the chart…' });
    expect(getComputedStyle(progress).height).toBe('200px');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says so instead of a flat line when every value is zero', () => {
    render(
      <Chart
        kind="line"
        title="Applications by day"
        xLabels={['Mon']}
        series={[{ label: 'Applications', data: [0] }]}
        emptyTitle="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
