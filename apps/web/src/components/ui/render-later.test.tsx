import { act, cleanup, render, screen } from '@testing-library/react';
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
});
