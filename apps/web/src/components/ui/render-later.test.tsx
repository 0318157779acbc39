import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderLater } from './render-later';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RenderLater', () => {
  it('shows its fallback in the first render and its children in a later task', async () => {
    render(
      <>
        <p>Offers</p>
        <RenderLater fallback={<p>Loading the table</p>}>
          <p>Applications table</p>
        </RenderLater>
      </>,
    );
    expect(screen.getByText('Offers')).toBeTruthy();
    expect(screen.getByText('Loading the table')).toBeTruthy();
    expect(screen.queryByText('Applications table')).toBeNull();
    expect(await screen.findByText('Applications table')).toBeTruthy();
    expect(screen.queryByText('Loading the table')).toBeNull();
  });

  it('renders nothing meanwhile without a fallback', async () => {
    const { container } = render(
      <RenderLater>
        <p>Footer</p>
      </RenderLater>,
    );
    expect(container.textContent).toBe('');
    expect(await screen.findByText('Footer')).toBeTruthy();
  });

  it("waits for the browser's idle moment with until='idle', after the parts queued for the next task", async () => {
    const idle: (() => void)[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      idle.push(run);
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <>
        <RenderLater until="idle">
          <p>Footer</p>
        </RenderLater>
        <RenderLater>
          <p>Second offer</p>
        </RenderLater>
      </>,
    );
    expect(await screen.findByText('Second offer')).toBeTruthy();
    expect(screen.queryByText('Footer')).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(screen.getByText('Footer')).toBeTruthy();
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('cancels an idle render that has not happened when it leaves the page', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <RenderLater until="idle">
        <p>Idle prompt</p>
      </RenderLater>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("with until='visible', renders once its place nears the screen, and stops watching when it leaves the page", () => {
    const watched: { element: Element; options?: IntersectionObserverInit; report: IntersectionObserverCallback }[] =
      [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly report: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe(element: Element) {
          watched.push({ element, options: this.options, report: this.report });
        }
        disconnect = disconnect;
      },
    );
    function Place() {
      const place = useRef<HTMLDivElement>(null);
      return (
        <div ref={place} data-testid="place">
          <RenderLater until="visible" near={place} fallback={<p>Chart loading</p>}>
            <p>Chart drawn</p>
          </RenderLater>
        </div>
      );
    }
    const { unmount } = render(<Place />);
    expect(screen.getByText('Chart loading')).toBeTruthy();
    expect(watched).toHaveLength(1);
    expect(watched[0]?.element).toBe(screen.getByTestId('place'));
    // Half a screen ahead, so the part's code is in before a scroll brings it into view.
    expect(watched[0]?.options?.rootMargin).toBe('50% 0px');
    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    act(() => watched[0]?.report(entry(false), {} as IntersectionObserver));
    expect(screen.queryByText('Chart drawn')).toBeNull();
    act(() => watched[0]?.report(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('Chart drawn')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
    disconnect.mockClear();
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it("with until='visible', renders once the reader presses Tab, so the part takes its place in the tab order", () => {
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect = disconnect;
      },
    );
    function Place() {
      const place = useRef<HTMLDivElement>(null);
      return (
        <div ref={place}>
          <RenderLater until="visible" near={place} fallback={<p>List loading</p>}>
            <p>Customers who need a call</p>
          </RenderLater>
        </div>
      );
    }
    render(<Place />);
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(screen.queryByText('Customers who need a call')).toBeNull();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(screen.getByText('Customers who need a call')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it("with until='visible', waits for an idle moment where the browser cannot tell what is on the screen", () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    function Place() {
      const place = useRef<HTMLDivElement>(null);
      return (
        <div ref={place}>
          <RenderLater until="visible" near={place}>
            <p>Chart drawn</p>
          </RenderLater>
        </div>
      );
    }
    render(<Place />);
    expect(screen.queryByText('Chart drawn')).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(screen.getByText('Chart drawn')).toBeTruthy();
  });
});
