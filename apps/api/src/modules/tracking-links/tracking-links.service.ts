/**
 * Tracking links (decision 012): made for a partner and campaign, switched on and off, drawn as QR codes, and
 * followed through /t/{code}, where each redirect of an active link is a click. Every change is audited.
 */
import { randomInt } from 'node:crypto';
import { rangeInstants, resolveRange, type DayRange } from '@saakh/domain/date-ranges';
import {
  TRACKING_LINK_CODE_ALPHABET,
  TRACKING_LINK_CODE_LENGTH,
  trackingLinkCodePattern,
  trackingLinkLandingPath,
  trackingLinkShortPath,
  type CreateTrackingLinkInput,
  type TrackingLink,
  type TrackingLinkCounts,
  type TrackingLinkListQuery,
  type TrackingLinkPage,
  type TrackingLinkQrFormat,
} from '@saakh/domain/tracking-links';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { isUniqueViolation } from '../../db/sql';
import * as repo from './tracking-links.repository';
import type { TrackingLinkRow } from './tracking-links.repository';

const noCounts: TrackingLinkCounts = { clicks: 0, otp_verified: 0, applications: 0, disbursals: 0 };

export function toTrackingLink(row: TrackingLinkRow, counts: TrackingLinkCounts = noCounts): TrackingLink {
  return {
    ...row,
    short_path: trackingLinkShortPath(row.code),
    landing_path: trackingLinkLandingPath(row),
    created_at: row.created_at.toISOString(),
    counts,
  };
}

/** The days the list's figures cover (default: the last 30 days, ending yesterday), or the date field's 422. */
function daysOf(deps: Pick<Deps, 'clock'>, query: TrackingLinkListQuery): DayRange {
  const resolved = resolveRange(
    { preset: query.preset, from: query.from, to: query.to },
    deps.clock.now(),
    'last_30_days',
  );
  if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
  return resolved.range;
}

/** One page of links, each with its figures over the asked days, counted for the whole page at once. */
export async function listLinks(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: TrackingLinkListQuery,
): Promise<TrackingLinkPage> {
  const days = daysOf(deps, query);
  const page = await repo.listLinks(deps.db, query);
  const counts = await repo.countsFor(
    deps.db,
    page.items.map((row) => ({ id: row.id, code: row.code })),
    { ...rangeInstants(days), ...days },
  );
  return { ...page, items: page.items.map((row) => toTrackingLink(row, counts.get(row.id))), range: days };
}

/** A short code, uniform over an alphabet without look-alikes: 31^8 ≈ 8.5 × 10^11 codes, not guessable in turn. */
export function generateCode(): string {
  return Array.from(
    { length: TRACKING_LINK_CODE_LENGTH },
    () => TRACKING_LINK_CODE_ALPHABET[randomInt(0, TRACKING_LINK_CODE_ALPHABET.length)],
  ).join('');
}

const CODE_ATTEMPTS = 5;

/**
 * A new link for an existing partner. A blank URL segment lands on the partner's own page; any other segment must
 * be a landing page that exists (a partner's key), or the link would lead nowhere.
 */
export async function createLink(
  deps: Pick<Deps, 'db'>,
  session: Session,
  input: CreateTrackingLinkInput,
  newCode: () => string = generateCode,
): Promise<TrackingLink> {
  const partner = await repo.findPartner(deps.db, input.partner_id);
  if (!partner) throw fieldError('partner_id', 'trackingLinkPartnerUnknown');
  const segment = input.url_segment ?? partner.key;
  if (segment !== partner.key && !(await repo.segmentExists(deps.db, segment))) {
    throw fieldError('url_segment', 'trackingLinkSegmentUnknown');
  }
  for (let attempt = 1; ; attempt += 1) {
    const code = newCode();
    try {
      return await deps.db.transaction(async (tx) => {
        const values = {
          code,
          partner_id: partner.id,
          campaign: input.campaign,
          url_segment: segment,
          utm_source: input.utm_source,
          utm_medium: input.utm_medium,
          utm_campaign: input.utm_campaign,
          product: input.product ?? null,
        };
        const id = await repo.insertLink(tx, { ...values, created_by: session.subjectId });
        await recordAudit(tx, session, [
          { action: 'tracking_link.create', entity: 'tracking_link', entityId: id, newValue: values },
        ]);
        const row = await repo.findLink(tx, id);
        if (!row) throw new Error(`Tracking link ${id} vanished after insert`);
        return toTrackingLink(row);
      });
    } catch (error) {
      // Two codes alike is rare (one in 10^11 per existing link): draw another, a few times at most.
      if (isUniqueViolation(error) && attempt < CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Switches a link on or off; an off link's short URL opens the home page and counts nothing. */
export async function setActive(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  active: boolean,
): Promise<TrackingLink> {
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockLink(tx, id);
    if (!locked) throw new AppError('not_found', 'notFound');
    if (locked.active !== active) {
      await repo.setActive(tx, id, active);
      await recordAudit(tx, session, [
        {
          action: active ? 'tracking_link.enable' : 'tracking_link.disable',
          entity: 'tracking_link',
          entityId: id,
          field: 'active',
          oldValue: locked.active,
          newValue: active,
        },
      ]);
    }
    const row = await repo.findLink(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    return toTrackingLink(row);
  });
}

export type QrImage = { body: Buffer | string; contentType: string; fileName: string };

/** The link's short URL (on the origin the admin works on) as a QR code, PNG or SVG. */
export async function qrImage(
  deps: Pick<Deps, 'db'>,
  id: number,
  format: TrackingLinkQrFormat,
  origin: string,
): Promise<QrImage> {
  const row = await repo.findLink(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  const url = `${origin}${trackingLinkShortPath(row.code)}`;
  // Loaded on first use, as the spreadsheet libraries are (decision 011): most processes never draw a QR code.
  const { default: QRCode } = await import('qrcode');
  // M corrects about 15 % damage: enough for a printed poster, and the code stays small for a short URL.
  const options = { errorCorrectionLevel: 'M', margin: 4 } as const;
  const fileName = `tracking-link-${row.code}.${format}`;
  if (format === 'svg') {
    return {
      body: await QRCode.toString(url, { ...options, type: 'svg' }),
      contentType: 'image/svg+xml',
      fileName,
    };
  }
  return {
    body: await QRCode.toBuffer(url, { ...options, type: 'png', width: 512 }),
    contentType: 'image/png',
    fileName,
  };
}

/**
 * Where /t/{code} sends a customer. An active link's redirect is counted in the same statement that finds it; a
 * code that names no active link lands on the home page, without any campaign values, and counts nothing.
 */
export async function followLink(deps: Pick<Deps, 'db'>, code: string): Promise<string> {
  if (!trackingLinkCodePattern.test(code)) return '/';
  const target = await repo.recordClick(deps.db, code);
  return target ? trackingLinkLandingPath(target) : '/';
}
