import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UrlTabs, useUrlTab } from './url-tabs';

const tabs = ['first', 'second', 'third'] as const;

function Harness({ allowed }: { allowed?: readonly (typeof tabs)[number][] }) {
  const state = useUrlTab(tabs, { allowed, clear: ['row'] });
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <UrlTabs id="demo" label="Demo tabs" state={state} tabs={tabs.map((value) => ({ value, label: value }))}>
        <p>Panel {state.tab}</p>
      </UrlTabs>
    </>
  );
}

function show(url: string, allowed?: readonly (typeof tabs)[number][]) {
  const router = createMemoryRouter([{ path: '/page', element: <Harness allowed={allowed} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('UrlTabs', () => {
  it('opens the tab the URL names and labels its panel by that tab', () => {
    show('/page?tab=second');
    expect(screen.getByRole('tab', { name: 'second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'second' })).toHaveTextContent('Panel second');
  });

  it('falls back to the first tab for an unknown or not allowed tab', () => {
    show('/page?tab=nope');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel first');
    cleanup();
    show('/page?tab=third', ['first', 'second']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel first');
  });

  it("keeps the choice in the URL, drops the tab's own parameters, and leaves the URL clean on the first tab", async () => {
    show('/page?row=7&q=x');
    await userEvent.click(screen.getByRole('tab', { name: 'third' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=x&tab=third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel third');
    await userEvent.click(screen.getByRole('tab', { name: 'first' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=x');
  });
});
