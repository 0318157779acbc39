import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { LazyPartBoundary, PartLoadFailedDialog, useLazyPart } from './lazy-part';

beforeAll(initTestI18n);
// React reports each error a boundary caught on the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The route's error boundary, as CrashBoundary stands in the app. */
class CrashScreen extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">Crashed: {this.state.error.message}</p> : this.props.children;
  }
}

/** A page with a lazy part in a boundary, as the customer layout holds its Help dialog. */
function Page({ load }: { load: () => Promise<typeof Greeting> }) {
  const { Part, attempt, retry } = useLazyPart(load);
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>The page</h1>
      <LazyPartBoundary
        key={attempt}
        fallback={<PartLoadFailedDialog open={open} onRetry={retry} onClose={() => setOpen(false)} />}
      >
        <Suspense fallback={<p>Loading the part</p>}>
          <Part name="Asha" />
        </Suspense>
      </LazyPartBoundary>
    </main>
  );
}

describe('a lazy part', () => {
  it('says its code could not be loaded, keeps the page, and loads on Retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    render(<Page load={load} />);
    const dialog = await screen.findByRole('dialog', { name: 'This could not be opened' });
    expect(dialog).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { name: 'The page', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets an error other than a failed load go on to the crash screen', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <CrashScreen>
        <Page load={async () => Broken} />
      </CrashScreen>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Crashed: render failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
