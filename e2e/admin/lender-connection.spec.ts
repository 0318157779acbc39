/**
 * A lender's Connection tab (issue 31, decision 044): role 1 connects the lender to its API with a write-only secret
 * and the address to give the lender for its webhooks, and starts from the sandbox lender's words.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin } from '../support/api';
import { createLender, uniqueLenderName } from '../support/lenders';

test.describe('a lender’s Connection tab', () => {
  test('role 1 connects the lender to its API; the secrets are shown only as their last characters', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const { token } = await apiLoginAdmin(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Connect'));
    await loginAdminInBrowser(page, `/admin/lenders/${lender.lender_id}?tab=connection`);
    await expect(page.getByRole('tab', { name: 'Connection', selected: true })).toBeVisible();

    await page.getByRole('radio', { name: 'By the lender’s API' }).check();
    await page.getByLabel('Lender’s API address').fill('http://127.0.0.1:9/t/e2e-connect');
    await page.getByTestId('connector-authKind').selectOption('api_key');
    await page.getByTestId('connector-secret').fill('e2e-api-key-123456');
    await page.getByLabel('The lender posts its decisions (webhooks)').check();
    await expect(page.getByTestId('connector-webhook-address')).toHaveValue(
      `${baseURL}/api/lender-hooks/${lender.lender_id}`,
    );
    await page.getByTestId('connector-webhookSecret').fill('e2e-webhook-secret-9876');
    await page.getByRole('button', { name: 'Save the connection' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Connection saved' }).first()).toBeVisible();

    // Saved and read back: the secret fields are empty again and name only the last four characters.
    await page.reload();
    await expect(page.getByTestId('connector-secret')).toHaveValue('');
    await expect(page.getByText('Set (…3456). Leave empty to keep it, or type a new one to replace it.')).toBeVisible();
    await expect(page.getByText('Set (…9876). Leave empty to keep it, or type a new one to replace it.')).toBeVisible();
    // The first save started the lender's words from the sandbox lender's.
    const statuses = page.getByRole('table', { name: 'The lender’s status words and Saakh statuses' });
    await expect
      .poll(() =>
        statuses.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toEqual(expect.arrayContaining(['RECEIVED', 'SANCTIONED', 'DECLINED', 'DISBURSED']));
    await expectNoA11yViolations(page);
  });
});
