import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdlePrompt } from './idle-prompt';

describe('IdlePrompt', () => {
  it('prompts after the idle limit, counts down, then times out', async () => {
    const onTimeout = vi.fn();
    render(<IdlePrompt minutes={1.5 / 60} countdownSeconds={1} onTimeout={onTimeout} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', {}, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(onTimeout).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('keeps the session when the user chooses to stay', async () => {
    const onTimeout = vi.fn();
    render(<IdlePrompt minutes={1.5 / 60} countdownSeconds={1} onTimeout={onTimeout} />);
    await screen.findByRole('dialog', {}, { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'idle.stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
