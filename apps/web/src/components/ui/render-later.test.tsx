import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderLater } from './render-later';

afterEach(cleanup);

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
});
