import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';
import { initTestI18n } from '@/testing/test-i18n';

beforeAll(initTestI18n);

// The web test project runs without globals, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('NavigationProgress', () => {
  it('shows a labelled progress bar while the next page loads, and none before or after', async () => {
    let release = () => {};
    const offersLoaded = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Your details</p> },
            { path: '/offers', loader: () => offersLoaded, element: <p>Your offers</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Your details')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => {
      void router.navigate('/offers');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByText('Your details')).toBeTruthy();

    await act(async () => {
      release();
      await offersLoaded;
    });
    expect(await screen.findByText('Your offers')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
