/**
 * /admin/jobs: the background jobs a change causes. A help request is forwarded to the help desk by a job (the e2e
 * server's HELP_FORWARD_URL is a local desk), which the page then shows as completed.
 */
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

test('a forwarded help request shows as a completed job, with its figures and chart', async ({ page, request }) => {
  // An axe scan of a full admin screen needs more than the default 30 s on a busy 2-core runner.
  test.slow();
  const email = `jobs-${Date.now().toString(36)}@example.in`;
  const help = await request.post('/api/help', {
    data: { name: 'Asha Verma', email, phone: '9876543210', description: 'Please call me back' },
  });
  expect(help.ok(), await help.text()).toBe(true);

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Background jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  const table = page.getByRole('table', { name: 'Background jobs' });
  // The job runs within a second of the request; the page shows it once reloaded.
  await expect(async () => {
    await page.reload();
    // The queue in words; its own name starts the job's key.
    const job = table.getByRole('row').filter({ hasText: 'Help requests forwarded' }).first();
    await expect(job).toContainText('help.forward:');
    await expect(job).toContainText('Completed');
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Completed', level: 2 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Jobs per hour' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Failed jobs of the period: none, and the page says so rather than showing an empty grid.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.getByText('No jobs in this period')).toBeVisible();

  // A day before this run's database existed has no jobs: the chart explains its emptiness. (Not "Yesterday": a run
  // that crosses midnight in India wrote jobs yesterday.)
  await page.goto('/admin/jobs?preset=custom_range&from=2025-01-01&to=2025-01-01');
  await expect(page.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No jobs were written in this period')).toBeVisible();
});
