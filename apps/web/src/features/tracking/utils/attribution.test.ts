import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAttribution, readStoredUtms, utmsFromSearch } from './attribution';

describe('utmsFromSearch', () => {
  it('keeps the five UTM values and nothing else', () => {
    expect(
      utmsFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_term=loan&utm_content=a&gclid=x'),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
      utm_term: 'loan',
      utm_content: 'a',
    });
  });

  it('is null without UTM values, and ignores empty ones', () => {
    expect(utmsFromSearch('?lang=hi')).toBeNull();
    expect(utmsFromSearch('?utm_source=')).toBeNull();
  });
});

describe('captureAttribution', () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));

  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('stores the UTM values and the segment and saves them as server-kept cookies', () => {
    captureAttribution('?utm_source=whatsapp&utm_campaign=holi', 'finserve');
    expect(readStoredUtms()).toEqual({ utm_source: 'whatsapp', utm_campaign: 'holi' });
    expect(window.localStorage.getItem('saakh.urlSegment')).toBe('finserve');
    const names = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).name);
    expect(names).toEqual(['utms', 'urlSegment']);
  });

  it('keeps earlier UTM values when a later visit has none, and lets a new campaign replace them', () => {
    captureAttribution('?utm_source=sms');
    captureAttribution('');
    expect(readStoredUtms()).toEqual({ utm_source: 'sms' });
    captureAttribution('?utm_source=email');
    expect(readStoredUtms()).toEqual({ utm_source: 'email' });
  });

  it('ignores a stored value that is not UTM data', () => {
    window.localStorage.setItem('saakh.utms', '{"utm_source":5,"other":"x"}');
    expect(readStoredUtms()).toBeNull();
    window.localStorage.setItem('saakh.utms', 'not json');
    expect(readStoredUtms()).toBeNull();
  });
});
