import { z } from 'zod';
import { datePresets } from './date-ranges';

const isoDay = z.iso.date({ error: 'dateInvalid' });

/**
 * A date range in a query string: a preset, or custom_range with from and to (to not before from, at most a year).
 * Without a preset the caller's default applies.
 */
export const dateRangeQueryShape = {
  preset: z.enum(datePresets, { error: 'invalidValue' }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
