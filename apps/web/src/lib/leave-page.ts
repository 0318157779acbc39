/**
 * Leaves the app for an address with a full page load (another area, a lender's site, a login). One place for it, so
 * that a test can see where the page would go: a browser's `location` cannot be replaced or spied on.
 */

/** When the page last set out for another address; the page stays until the next one has loaded. */
let leftAt: number | undefined;

/**
 * How long a departure counts as under way: long enough for the next page to load on a slow network, short enough
 * that a departure the person called off (a page that asked whether to leave) holds nothing back for long.
 */
const LEAVING_FOR_MS = 5_000;

export function leavePage(address: string): void {
  leftAt = Date.now();
  window.location.assign(address);
}

/** The same, taking the current page out of the history: a login page once its session is set. */
export function replacePage(address: string): void {
  leftAt = Date.now();
  window.location.replace(address);
}

/**
 * Whether the page is on its way to another address. An answer that comes meanwhile (a 401 to a call the page made
 * before it left its session, as Exit from a masquerade does) must not send it somewhere else.
 */
export function isLeavingPage(): boolean {
  return leftAt !== undefined && Date.now() - leftAt < LEAVING_FOR_MS;
}
