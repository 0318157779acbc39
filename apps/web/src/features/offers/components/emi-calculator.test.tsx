import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('takes what the visitor typed before the prerendered page hydrated', async () => {
    // The landing page is prerendered (decision 024): on a slow phone the fields take input before the app runs.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmiCalculator />);
    document.body.append(container);
    const months = container.querySelector<HTMLInputElement>('#emi-months');
    if (!months) throw new Error('no months field');
    months.value = '12';
    const root = await act(async () => hydrateRoot(container, <EmiCalculator />));
    expect(screen.getByTestId('emi-months')).toHaveValue('12');
    expect(screen.getByTestId('emi-value')).toHaveTextContent('₹4,418.85');
    act(() => root.unmount());
    container.remove();
  });
});
