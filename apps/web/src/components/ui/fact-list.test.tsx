import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

// The web test project runs without globals, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('FactList', () => {
  it('marks up each label and value as a term and its definition, in reading order', () => {
    render(
      <FactList
        facts={[
          ['Loan amount', '₹3,00,000'],
          ['Tenure', '60 months'],
        ]}
      />,
    );
    const list = screen.getByText('Loan amount').closest('dl');
    expect(list).not.toBeNull();
    const terms = within(list as HTMLElement).getAllByRole('term');
    const definitions = within(list as HTMLElement).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Loan amount', 'Tenure']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['₹3,00,000', '60 months']);
    // Each value follows its own label.
    expect(terms[1]?.nextElementSibling).toBe(definitions[1]);
  });

  it('styles the list once: its items carry no class of their own', () => {
    render(<FactList facts={[['APR', '12.10%']]} />);
    const term = screen.getByRole('term');
    expect(term.className).toBe('');
    expect(term.closest('dl')?.className).toMatch(/css-/);
  });
});
