import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import {
  failedModuleUrl,
  freshModuleUrl,
  LazyPartBoundary,
  reopenAddress,
  useLazyPart,
  type LazyPartOptions,
} from './lazy-part';
import { PartLoadFailedDialog } from './part-load-failed-dialog';

beforeAll(initTestI18n);
// React reports each error a boundary caught on the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

type GreetingModule = { Greeting: typeof Greeting };
const pickGreeting = (module: GreetingModule) => module.Greeting;
const CHUNK = `${window.location.origin}/assets/greeting-a1b2c3.js`;
/** What Chromium rejects a dynamic import with when the module's fetch failed. */
const fetchFailed = (url = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

type PageProps = { load: () => Promise<GreetingModule> } & Partial<LazyPartOptions<GreetingModule>>;

/** A page with a lazy part in a boundary, as the customer layout holds its Help dialog. */
function Page({ load, ...options }: PageProps) {
  const { Part, attempt, retry } = useLazyPart(load, pickGreeting, { name: 'greeting', ...options });
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
  it('says its code could not be loaded, keeps the page, and on Retry fetches it again under a fresh address', async () => {
    const load = vi.fn<() => Promise<GreetingModule>>().mockRejectedValue(fetchFailed());
    const importUrl = vi.fn<(url: string) => Promise<GreetingModule>>().mockResolvedValue({ Greeting });
    const reload = vi.fn<(href: string) => void>();
    render(<Page load={load} importUrl={importUrl} reload={reload} />);
    const dialog = await screen.findByRole('dialog', { name: 'This could not be opened' });
    expect(dialog).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { name: 'The page', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The failed address again would be answered from the browser's failed entry, without a request.
    expect(importUrl).toHaveBeenCalledExactlyOnceWith(`${CHUNK}?retry=1`);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page with the part named in the address when the fresh address fails too', async () => {
    const load = vi.fn<() => Promise<GreetingModule>>().mockRejectedValue(fetchFailed());
    const importUrl = vi.fn((url: string) => Promise.reject<GreetingModule>(fetchFailed(url)));
    const reload = vi.fn<(href: string) => void>();
    render(<Page load={load} importUrl={importUrl} reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledExactlyOnceWith(reopenAddress('greeting'));
    expect(new URL(reload.mock.calls[0]?.[0] ?? '').searchParams.get('reopen')).toBe('greeting');
  });

  it('reloads at once when the browser did not name the module that failed', async () => {
    const load = vi
      .fn<() => Promise<GreetingModule>>()
      .mockRejectedValue(new TypeError('Importing a module script failed.'));
    const importUrl = vi.fn<(url: string) => Promise<GreetingModule>>();
    const reload = vi.fn<(href: string) => void>();
    render(<Page load={load} importUrl={importUrl} reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(importUrl).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledExactlyOnceWith(reopenAddress('greeting'));
  });

  it('does not reload into an error page while the device is offline, and tries a new address each time', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<GreetingModule>>().mockRejectedValue(fetchFailed());
    const importUrl = vi.fn((url: string) => Promise.reject<GreetingModule>(fetchFailed(url)));
    const reload = vi.fn<(href: string) => void>();
    render(<Page load={load} importUrl={importUrl} reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    expect(reload).not.toHaveBeenCalled();
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([`${CHUNK}?retry=1`, `${CHUNK}?retry=2`]);
  });

  it('lets an error other than a failed load go on to the crash screen', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <CrashScreen>
        <Page load={async () => ({ Greeting: Broken })} />
      </CrashScreen>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Crashed: render failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the address of a failed module', () => {
  it('is read from the message Chromium and Firefox give, on this origin only', () => {
    expect(failedModuleUrl(fetchFailed())).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(fetchFailed('https://cdn.example.com/x.js'))).toBeUndefined();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('not an error')).toBeUndefined();
  });

  it('gets a fresh query per attempt and keeps its path', () => {
    expect(freshModuleUrl(CHUNK, 1)).toBe(`${CHUNK}?retry=1`);
    expect(freshModuleUrl(`${CHUNK}?retry=1`, 2)).toBe(`${CHUNK}?retry=2`);
  });
});
