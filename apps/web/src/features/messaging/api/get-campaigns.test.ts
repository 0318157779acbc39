import { describe, expect, it } from 'vitest';
import type { Campaign } from '@saakh/domain/messaging';
import { RECEIPTS_AWAITED_MS, inProgress } from './get-campaigns';

const now = Date.parse('2026-11-28T12:00:00Z');

function campaign(
  overrides: Partial<Omit<Campaign, 'progress'>> & { progress?: Partial<Campaign['progress']> } = {},
): Campaign {
  const { progress, ...rest } = overrides;
  return {
    id: 1,
    name: 'Diwali reminder',
    template_id: 1,
    template_name: 'reminder',
    channel: 'sms',
    category: 'transactional',
    segment: {},
    status: 'sent',
    scheduled_at: '2026-11-28T11:00:00Z',
    recipients: 3,
    progress: { queued: 0, sent: 0, delivered: 3, failed: 0, skipped: 0, ...progress },
    created_at: '2026-11-28T11:00:00Z',
    started_at: '2026-11-28T11:00:00Z',
    finished_at: '2026-11-28T11:59:00Z',
    cancelled_at: null,
    ...rest,
  };
}

describe('which campaigns the list keeps reading', () => {
  it('reads again while a finished campaign still waits for receipts, for a few minutes', () => {
    const awaiting = campaign({ progress: { sent: 2, delivered: 1 } });
    expect(inProgress(awaiting, now)).toBe(true);
    const finishedLongAgo = new Date(now - RECEIPTS_AWAITED_MS - 1_000).toISOString();
    expect(inProgress({ ...awaiting, finished_at: finishedLongAgo }, now)).toBe(false);
  });

  it('stops once every message has its receipt', () => {
    expect(inProgress(campaign(), now)).toBe(false);
  });

  it('reads while sending, with messages waiting, or due within a minute', () => {
    expect(inProgress(campaign({ status: 'sending', finished_at: null }), now)).toBe(true);
    expect(inProgress(campaign({ progress: { queued: 1 } }), now)).toBe(true);
    const soon = new Date(now + 30_000).toISOString();
    expect(inProgress(campaign({ status: 'scheduled', scheduled_at: soon, finished_at: null }), now)).toBe(true);
    const later = new Date(now + 3_600_000).toISOString();
    expect(inProgress(campaign({ status: 'scheduled', scheduled_at: later, finished_at: null }), now)).toBe(false);
  });
});
