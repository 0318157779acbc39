/**
 * The session kinds and the cookies that carry them, without zod: the web app's first screen reads these, and must not
 * pull the schema library into its first download (bundle budget for /).
 */
export const sessionKinds = ['customer', 'admin', 'partner'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** Cookie that carries each kind's token (customer spec §3). */
export const sessionCookieNames = {
  customer: 'atkn',
  admin: 'a_atkn',
  partner: 'p_atkn',
} as const satisfies Record<SessionKind, string>;

/**
 * Cookie that says, without carrying any credential, that the browser holds that kind's session cookie: readable by
 * the web app (not httpOnly), set and cleared by the server with the session cookie (decision 018), so a page knows
 * whether someone is signed in before it asks the server.
 */
export const sessionMarkerCookieNames = {
  customer: 'atkn_present',
  admin: 'a_atkn_present',
  partner: 'p_atkn_present',
} as const satisfies Record<SessionKind, string>;
