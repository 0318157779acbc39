import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmiCalculator } from './emi-calculator';
import { initTestI18n } from '@/testing/test-i18n';

beforeAll(initTestI18n);

// The web test project runs without globals, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('EmiCalculator', () => {
  it('opens on the spec example and recomputes as the customer types', async () => {
    render(<EmiCalculator />);
    expect(screen.getByTestId('emi-value')).toHaveTextContent('₹2,330.16');
    expect(screen.getByTestId('emi-interest')).toHaveTextContent('₹5,923.83');
    expect(screen.getByTestId('emi-total')).toHaveTextContent('₹55,923.83');

    const months = screen.getByLabelText('Tenure');
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    expect(screen.getByTestId('emi-value')).toHaveTextContent('₹4,418.85');
  });

  it('explains an invalid value under its field and hides the result', async () => {
    render(<EmiCalculator />);
    const rate = screen.getByLabelText('Interest rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '75');
    expect(screen.getByText('Enter a rate from 0% to 50%')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('emi-value')).toBeNull();
    expect(screen.getByText('Correct the highlighted values to see your EMI.')).toBeInTheDocument();
  });
});
