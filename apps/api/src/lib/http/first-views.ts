/**
 * First views of signed-in staff pages (decision 058): the web build's server renderer
 * (`<webDist>/staff-first-view/staff-first-view.mjs`, apps/web/src/staff-first-view.tsx) draws a signed-in partner's
 * or admin's frame and the page's heading, and the staff app's shell is sent with it in its root, so a phone paints
 * the page before the app's code has arrived.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLocale, isLocale, type Locale } from '@saakh/domain/i18n';
import type { FirstView, StaffFirstViewInput } from '@saakh/domain/web-apps';

export type StaffFirstViewRenderer = (input: StaffFirstViewInput) => FirstView;

/** The renderer of a web build, or undefined when the build has none (an older build, or no web build at all). */
export async function loadStaffFirstViews(webDist: string): Promise<StaffFirstViewRenderer | undefined> {
  const file = path.join(webDist, 'staff-first-view', 'staff-first-view.mjs');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderStaffFirstView?: StaffFirstViewRenderer };
  return typeof module.renderStaffFirstView === 'function' ? module.renderStaffFirstView : undefined;
}

/** The staff area whose page a path is (not a login, which is the staff login's), or undefined for any other path. */
export function staffAreaOf(pathname: string): 'partner' | 'admin' | undefined {
  const area = /^\/(partner|admin)(\/|$)/.exec(pathname)?.[1] as 'partner' | 'admin' | undefined;
  return area && !/^\/(partner|admin)\/login\/?$/.test(pathname) ? area : undefined;
}

/** The language the browser chose (its language cookie, which mirrors its stored choice), else the default. */
export function firstViewLanguage(cookie: string | undefined): Locale {
  return isLocale(cookie) ? cookie : defaultLocale;
}

/**
 * The staff app's shell with a first view in its root (marked `data-first-view`, which the app's entry reads), the
 * view's CSS in the head, the page's language and the brand's colour for the browser's toolbar. The view is inert:
 * its buttons do nothing until the app has taken the page over, so they take no focus or press meanwhile, and
 * assistive technology meets the page once, as the app draws it. The CSS is marked as Emotion marks the rules a
 * server wrote (`data-emotion="css <names>"`): the app's Emotion takes them as its own and does not write them again.
 * It is the server's own rendering, but a brand's font name is an admin's text: no `</style>` may end it early.
 */
export function withFirstView(shell: string, view: FirstView, language: Locale, themeColor: string): string {
  // Not pressed until the app has taken the page over: inert, and no pointer's target either (a test's click then
  // waits for the app's element instead of landing on the picture of it).
  const css = `${view.css.replace(/<\/(style)/gi, '<\\/$1')}#root[data-first-view]{pointer-events:none}`;
  const names = view.cssNames.filter((name) => /^[\w-]+$/.test(name)).join(' ');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${themeColor.replace(/[^#\w]/g, '')}"`)
    .replace('</head>', `<style data-emotion="css ${names}">${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-first-view inert>${view.html}</div>`);
}
