import { z } from 'zod';
import { COOKIE_DEFAULT_MINUTES } from './constants';

/** The server-kept cookies the spec names (customer spec §3); no other name is accepted. */
export const serverCookieNames = [
  'atkn',
  'a_atkn',
  'p_atkn',
  'adminId',
  'roleId',
  'partnerId',
  'isPartner',
  'prospectAppId',
  'appId',
  'productId',
  'productType',
  'utms',
  'urlSegment',
] as const;
export type ServerCookieName = (typeof serverCookieNames)[number];

/** Token cookies are set by login only: saving or reading them through the cookie calls is refused. */
export const tokenCookieNames = ['atkn', 'a_atkn', 'p_atkn'] as const;

const cookieNameSchema = z.enum(serverCookieNames, { error: 'cookieNotAllowed' });

export const saveCookieInputSchema = z.object({
  name: cookieNameSchema,
  value: z.string().max(2048),
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(COOKIE_DEFAULT_MINUTES),
});
export type SaveCookieInput = z.infer<typeof saveCookieInputSchema>;

export const readCookieQuerySchema = z.object({ name: cookieNameSchema });
export type ReadCookieQuery = z.infer<typeof readCookieQuerySchema>;

export const deleteCookieInputSchema = z.object({ name: cookieNameSchema });
export type DeleteCookieInput = z.infer<typeof deleteCookieInputSchema>;
