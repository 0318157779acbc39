/**
 * A signed-in partner's or admin's page with its first view (decision 058): who the caller is, from their session
 * cookie, and the web build's renderer drawing their frame and the page's heading into the staff shell.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultBrandLook, type BrandLook } from '@saakh/domain/brand';
import { canOpenAdminPath } from '@saakh/domain/roles';
import { languageCookieName, type StaffFirstViewCaller } from '@saakh/domain/web-apps';
import type { Deps } from './deps';
import { firstViewLanguage, loadStaffFirstViews, staffAreaOf, withFirstView } from './lib/http/first-views';
import { adminSession, partnerSession } from './modules/auth/auth.service';
import { brandingByName } from './modules/partners/partners.service';
import { optionalSession } from './plugins/auth';

export type StaffFirstViewPage = (request: FastifyRequest, pagePath: string) => Promise<string | undefined>;

/** What the frame of a staff page shows of its signed-in caller, or undefined without a live session of its area. */
async function firstViewCaller(
  app: FastifyInstance,
  deps: Deps,
  request: FastifyRequest,
  area: 'partner' | 'admin',
  pagePath: string,
): Promise<{ who: StaffFirstViewCaller; brand: BrandLook } | undefined> {
  const session = await optionalSession(app, request, area);
  if (!session) return undefined;
  if (area === 'partner') {
    const partner = await partnerSession(deps, session);
    return {
      who: { area, session: { name: partner.name, isMasquerade: partner.isMasquerade } },
      brand: await brandingByName(deps, partner.partnerKey),
    };
  }
  const admin = await adminSession(deps, session.subjectId);
  // A page the role may not open: the app sends the admin to their home, so there is nothing to draw.
  if (!canOpenAdminPath(admin.roleId, pagePath)) return undefined;
  // The admin area wears the platform's own look.
  return { who: { area, session: { name: admin.name, roleId: admin.roleId } }, brand: defaultBrandLook };
}

/**
 * What answers a page with the staff shell and the caller's first view in it, or undefined when there is none to
 * draw (no live session of the page's area, a page the role may not open); undefined itself when the web build has
 * no renderer.
 */
export async function staffFirstViewPages(
  app: FastifyInstance,
  deps: Deps,
  webDist: string,
  shell: string,
): Promise<StaffFirstViewPage | undefined> {
  const render = await loadStaffFirstViews(webDist);
  if (!render) return undefined;
  return async (request, pagePath) => {
    const area = staffAreaOf(pagePath);
    if (!area) return undefined;
    try {
      const caller = await firstViewCaller(app, deps, request, area, pagePath);
      if (!caller) return undefined;
      const language = firstViewLanguage(request.cookies[languageCookieName]);
      const view = render({ ...caller.who, path: pagePath, language, brand: caller.brand });
      return withFirstView(shell, view, language, caller.brand.primary_color);
    } catch (error) {
      // The page still opens: the app draws it as it would without a first view, and checks the session itself.
      request.log.warn({ err: error }, 'staff first view not drawn');
      return undefined;
    }
  };
}
