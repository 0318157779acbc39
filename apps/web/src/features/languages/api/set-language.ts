import type { SetLanguageInput } from '@saakh/domain/user';
import { api } from '@/lib/api-client';

export function setLanguage(input: SetLanguageInput) {
  return api<undefined>('/api/set-language', { body: input, kind: 'customer' });
}
