import type { Deps } from '../../deps';
import type { Locale } from '@saakh/domain/i18n';
import type { Language } from '@saakh/domain/languages';
import { smartListKinds, type SmartList, type SmartListKind, type SmartListsResult } from '@saakh/domain/smart-lists';
import { AppError } from '../../lib/app-error';
import * as repo from './reference.repository';

function isKind(kind: string): kind is SmartListKind {
  return (smartListKinds as readonly string[]).includes(kind);
}

export async function smartLists(deps: Deps, locale: Locale): Promise<SmartListsResult> {
  const rows = await repo.listOptions(deps.db);
  const result: SmartListsResult = {};
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    (result[row.kind] ??= []).push({ id: row.code, value: row[locale] });
  }
  return result;
}

export async function smartList(deps: Deps, locale: Locale, listId: number): Promise<SmartList> {
  const rows = await repo.listOptions(deps.db, listId);
  const kind = rows[0]?.kind;
  if (!kind || !isKind(kind)) throw new AppError('not_found', 'notFound');
  return { id: listId, kind, options: rows.map((row) => ({ id: row.code, value: row[locale] })) };
}

export async function languages(deps: Deps, countryCode?: string): Promise<Language[]> {
  const rows = await repo.listLanguages(deps.db, countryCode?.toUpperCase());
  return rows.map((row) => ({
    id: row.id,
    languageName: row.language_name,
    code: row.code,
    image: row.image,
    isDefault: row.is_default,
    country_key: row.country_key,
    country_name: row.country_name,
    phone_code: row.phone_code,
  }));
}
