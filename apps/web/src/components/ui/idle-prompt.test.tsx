import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';

// react-idle-timer keeps the page's timer functions from when it is first imported: the fake ones go in first.
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
const { IdlePrompt } = await import('./idle-prompt');
const { IdlePromptLater } = await import('./idle-prompt-later');

/** Moves the page's clock on (no test waits in real time), letting React render what the timers changed. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterAll(() => vi.useRealTimers());

describe('IdlePrompt', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

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

describe('IdlePromptLater', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

  it('loads the prompt five seconds after the page opens, and counts the limit from then', async () => {
    const onTimeout = vi.fn();
    render(<IdlePromptLater minutes={2} countdownSeconds={30} onTimeout={onTimeout} />);
    await pass(5_000);
    // The prompt's module is in: React renders it once the lazy part has resolved.
    await act(async () => {
      await import('./idle-prompt');
    });
    // 94 s after the page opened: a prompt mounted at once would have asked at 90 s.
    await pass(89_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(3_000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await pass(30_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
