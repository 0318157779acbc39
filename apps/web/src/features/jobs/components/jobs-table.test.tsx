import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '@saakh/domain/jobs';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import en from '@/locales/en/admin.json';
import hi from '@/locales/hi/admin.json';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { JobsTable, jobListParams } from './jobs-table';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job = (id: number, queue: string): Job => ({
  id,
  queue,
  key: `${queue}:${id}`,
  status: 'completed',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-01T10:00:00.000Z',
  finished_at: '2026-11-01T10:00:01.000Z',
});

function Jobs() {
  const params = useListParams(jobListParams);
  return <JobsTable params={params} range={{}} />;
}

function show(jobs: Job[]) {
  const body = { success: true, data: { items: jobs, total: jobs.length, page: 1, pageSize: 20 } };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
  renderWithApp(<Jobs />);
}

describe('JobsTable', { timeout: 30_000 }, () => {
  it('names a queue in words, with its own name on hover, and a queue not yet worded by its name', async () => {
    show([job(1, 'grievances.reminders'), job(2, 'new-work.later')]);
    const worded = await screen.findByText('Complaint reminders');
    expect(worded).toHaveAttribute('title', 'grievances.reminders');
    expect(screen.queryByText('grievances.reminders')).toBeNull();
    const row = screen.getByText('new-work.later:2').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByTitle('new-work.later')).toHaveTextContent('new-work.later');
  });

  it('words every queue in Hindi as in English', () => {
    expect(Object.keys(hi.jobs.queues).sort()).toEqual(Object.keys(en.jobs.queues).sort());
    for (const text of Object.values(hi.jobs.queues)) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
