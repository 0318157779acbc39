import { ApiError } from '@/lib/api-client';

/** What an intake failure means for the page (customer spec §4 "Intake form"). */
export type IntakeFailure = { kind: 'redirect'; url: string } | { kind: 'rejected' } | { kind: 'not-found' };

/**
 * A failed intake call: an answer carrying a redirection URL sends the browser there; a rejection (the server's
 * `rejected` flag or the message 'Rejected') shows the rejection dialog; anything else is the not-found page.
 */
export function intakeFailure(error: unknown): IntakeFailure {
  if (error instanceof ApiError) {
    const url = error.body.redirectionUrl;
    if (typeof url === 'string' && url) return { kind: 'redirect', url };
    if (error.body.rejected === true || error.message === 'Rejected') return { kind: 'rejected' };
  }
  return { kind: 'not-found' };
}

/** Only this site's paths and http(s) pages are followed. */
export function isFollowableUrl(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url);
}
