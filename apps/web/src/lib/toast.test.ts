import { describe, expect, it, vi } from 'vitest';
import { attachToastSink, toast } from './toast';

describe('toast', () => {
  it('queues toasts until the host attaches, then delivers them in order and the next ones at once', () => {
    toast('first', 'error');
    toast('second');
    const sink = vi.fn();
    const detach = attachToastSink(sink);
    expect(sink.mock.calls).toEqual([
      [{ message: 'first', variant: 'error' }],
      [{ message: 'second', variant: 'info' }],
    ]);
    toast('third', 'success');
    expect(sink).toHaveBeenLastCalledWith({ message: 'third', variant: 'success' });
    detach();
    toast('fourth');
    expect(sink).toHaveBeenCalledTimes(3);
  });
});
