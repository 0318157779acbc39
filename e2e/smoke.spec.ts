import { expect, test } from '@playwright/test';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
});

test('the home page answers with the web app, prerendered, and other pages with its shell', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toContain('text/html');
  expect(await home.text()).toContain('<div id="root" data-prerendered="en">');
  const shell = await request.get('/user/offers');
  expect(shell.status()).toBe(200);
  expect(await shell.text()).toContain('<div id="root"></div>');
});
