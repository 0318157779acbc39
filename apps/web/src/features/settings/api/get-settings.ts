import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSettings } from '@saakh/domain/settings';
import { idleDefaults } from '@saakh/domain/constants';
import { api } from '@/lib/api-client';

export function getSettings() {
  return api<ClientSettings>('/api/settings', { allowUnauthorized: true });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity, meta: { silent: true } });
}

/** Settings with the built-in idle limits until the server's arrive. */
export function useSettings(): ClientSettings {
  const { data } = useQuery(settingsQueryOptions());
  return data ?? { idle: idleDefaults };
}
