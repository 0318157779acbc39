/**
 * Leaves the app for an address with a full page load (another area, a lender's site, a login). One place for it, so
 * that a test can see where the page would go: a browser's `location` cannot be replaced or spied on.
 */
export function leavePage(address: string): void {
  window.location.assign(address);
}

/** The same, taking the current page out of the history: a login page once its session is set. */
export function replacePage(address: string): void {
  window.location.replace(address);
}
