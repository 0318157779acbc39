import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { ReadSourceNote } from './read-source-note';

beforeAll(initTestI18n);
afterEach(cleanup);

describe('ReadSourceNote', () => {
  it('says nothing when the replica (or the only database) answered', () => {
    render(<ReadSourceNote source={{ readFrom: 'replica', replicaLagSeconds: 0.2, replicaFallback: null }} />);
    render(<ReadSourceNote source={{ readFrom: 'primary', replicaLagSeconds: null, replicaFallback: null }} />);
    expect(screen.queryByTestId('read-source-note')).toBeNull();
  });

  it('says the main database answered because the replica lagged, with the lag', () => {
    render(<ReadSourceNote source={{ readFrom: 'primary', replicaLagSeconds: 42.4, replicaFallback: 'lagging' }} />);
    expect(screen.getByTestId('read-source-note').textContent).toMatch(/42 s behind.*main database/);
  });

  it('says the main database answered because the replica could not be reached', () => {
    render(
      <ReadSourceNote source={{ readFrom: 'primary', replicaLagSeconds: null, replicaFallback: 'unreachable' }} />,
    );
    expect(screen.getByTestId('read-source-note').textContent).toMatch(/cannot be reached/);
  });
});
