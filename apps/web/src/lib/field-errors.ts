import type { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts a 422's field errors under the form's fields (customer spec §5); answers whether any were placed. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let placed = false;
  for (const [field, list] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && list[0]) {
      setError(field as Path<T>, { type: 'server', message: list[0] });
      placed = true;
    }
  }
  return placed;
}

/**
 * The first broken rule per field when a schema checks some values (a domain message key per field name), for
 * dialogs that show each rule's message under its field as the user types.
 */
export function schemaProblems(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
}
