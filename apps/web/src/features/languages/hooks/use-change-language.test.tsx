import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { useChangeLanguage } from './use-change-language';

const { changeLanguage, toast } = vi.hoisted(() => ({
  changeLanguage: vi.fn<(language: string) => Promise<void>>(async () => undefined),
  toast: vi.fn<(message: string, variant?: string) => void>(),
}));
vi.mock('@/lib/i18n', () => ({ changeLanguage }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  changeLanguage.mockClear();
  toast.mockClear();
});

const languages = [
  {
    id: 1,
    languageName: 'English',
    code: 'en',
    image: null,
    isDefault: true,
    country_key: 'IN',
    country_name: 'India',
    phone_code: '91',
  },
  {
    id: 2,
    languageName: 'Hindi',
    code: 'hi',
    image: null,
    isDefault: false,
    country_key: 'IN',
    country_name: 'India',
    phone_code: '91',
  },
];

function stubApi(setLanguage: { status: number; body: unknown }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const answer = url.endsWith('/api/getLanguages')
      ? { status: 200, body: { success: true, data: languages } }
      : setLanguage;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useChangeLanguage', () => {
  it("saves a signed-in customer's choice first, then switches the screen", async () => {
    const fetchMock = stubApi({ status: 200, body: { success: true } });
    const { result } = renderHook(() => useChangeLanguage(42), { wrapper });
    let changed = false;
    await act(async () => {
      changed = await result.current.change('hi');
    });
    expect(changed).toBe(true);
    const saved = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/set-language'));
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ uid: 42, language: 2 });
    expect(changeLanguage).toHaveBeenCalledWith('hi');
    expect(toast).not.toHaveBeenCalled();
  });

  it("says so with the server's message when the save fails, and keeps the screen's language", async () => {
    stubApi({ status: 500, body: { success: false, message: 'Language could not be saved right now' } });
    const { result } = renderHook(() => useChangeLanguage(42), { wrapper });
    let changed = true;
    await act(async () => {
      changed = await result.current.change('hi');
    });
    expect(changed).toBe(false);
    expect(toast).toHaveBeenCalledWith('Language could not be saved right now', 'error');
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('switches at once for a visitor, with nothing to save', async () => {
    const fetchMock = stubApi({ status: 500, body: {} });
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(async () => {
      await result.current.change('hi');
    });
    expect(changeLanguage).toHaveBeenCalledWith('hi');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
