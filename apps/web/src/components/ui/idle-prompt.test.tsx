import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';

// react-idle-timer keeps the page's timer functions from when it is first imported: the fake ones go in first.
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
const { IdlePrompt } = await import('./idle-prompt');

/** Moves the page's clock on (no test waits in real time), letting React render what the timers changed. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('IdlePrompt', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);
  afterAll(() => vi.useRealTimers());

  it('prompts before the idle limit, counts down, then times out', async () => {
    const onTimeout = vi.fn();
    render(<IdlePrompt minutes={2} countdownSeconds={30} onTimeout={onTimeout} />);
    await pass(89_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(2_000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await pass(10_000);
    expect(screen.getByText(/logged out in (19|20) seconds/)).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    await pass(20_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the user chooses to stay', async () => {
    const onTimeout = vi.fn();
    render(<IdlePrompt minutes={2} countdownSeconds={30} onTimeout={onTimeout} />);
    await pass(91_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await pass(1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The idle limit starts again from the choice: the whole countdown passes without a logout.
    await pass(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
