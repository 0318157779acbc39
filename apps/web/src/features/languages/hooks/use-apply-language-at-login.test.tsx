import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@saakh/domain/auth';
import { initTestI18n } from '@/testing/test-i18n';
import { markChoiceBeforeLogin } from '../utils/choice-before-login';
import { useApplyLanguageAtLogin } from './use-apply-language-at-login';

const { changeLanguage, toast, screen } = vi.hoisted(() => ({
  changeLanguage: vi.fn<(language: string) => Promise<void>>(async () => undefined),
  toast: vi.fn<(message: string, variant?: string) => void>(),
  screen: { language: 'en' },
}));
vi.mock('@/lib/i18n', () => ({ changeLanguage, i18next: screen }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  changeLanguage.mockClear();
  toast.mockClear();
  window.sessionStorage.clear();
  screen.language = 'en';
});

const country = { image: null, country_key: 'IN', country_name: 'India', phone_code: '91' };
const languages = [
  { id: 1, languageName: 'English', code: 'en', isDefault: true, ...country },
  { id: 2, languageName: 'Hindi', code: 'hi', isDefault: false, ...country },
];

function stubApi(setLanguage = { status: 200, body: { success: true } as unknown }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answer = String(input).endsWith('/api/getLanguages')
      ? { status: 200, body: { success: true, data: languages } }
      : setLanguage;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const saves = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/set-language'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function user(languageId: number | null, lastLoginAt: string | null): SessionUser {
  return {
    userId: 42,
    firstName: null,
    lastName: null,
    languageId,
    phoneNumber: '9876543210',
    pl_completed: 0,
    bl_completed: 0,
    gl_completed: 0,
    hl_completed: 0,
    pl_update_required: 0,
    pl_se_update_required: 0,
    sl_completed: 0,
    tw_completed: 0,
    cl_completed: 0,
    lastLoginAt,
  };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function login(who: SessionUser) {
  const { result } = renderHook(() => useApplyLanguageAtLogin(), { wrapper });
  await act(async () => {
    await result.current(who);
  });
}

describe('useApplyLanguageAtLogin', () => {
  it("applies the profile's Hindi on a browser showing English, saving nothing", async () => {
    const fetchMock = stubApi();
    await login(user(2, '2026-11-20T10:00:00.000Z'));
    expect(changeLanguage).toHaveBeenCalledWith('hi');
    expect(saves(fetchMock)).toEqual([]);
  });

  it('saves the language picked before logging in over the profile, and only once', async () => {
    const fetchMock = stubApi();
    screen.language = 'hi';
    markChoiceBeforeLogin();
    await login(user(1, '2026-11-20T10:00:00.000Z'));
    expect(saves(fetchMock)).toEqual([{ uid: 42, language: 2 }]);
    expect(changeLanguage).not.toHaveBeenCalled();
    // The next login without a new pick follows the profile again.
    screen.language = 'en';
    await login(user(2, '2026-11-21T10:00:00.000Z'));
    expect(changeLanguage).toHaveBeenCalledWith('hi');
    expect(saves(fetchMock)).toHaveLength(1);
  });

  it("saves the screen's language at a first login", async () => {
    const fetchMock = stubApi();
    screen.language = 'hi';
    await login(user(1, null));
    expect(saves(fetchMock)).toEqual([{ uid: 42, language: 2 }]);
  });

  it("says so when the save fails and keeps the screen's language", async () => {
    stubApi({ status: 500, body: { success: false, message: 'Language could not be saved right now' } });
    screen.language = 'hi';
    markChoiceBeforeLogin();
    await login(user(1, '2026-11-20T10:00:00.000Z'));
    expect(toast).toHaveBeenCalledWith('Language could not be saved right now', 'error');
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
