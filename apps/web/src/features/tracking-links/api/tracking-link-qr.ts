import type { TrackingLinkQrFormat } from '@saakh/domain/tracking-links';

/** The address of a link's QR code (the admin's session cookie goes with an image or a download alike). */
export function trackingLinkQrHref(id: number, format: TrackingLinkQrFormat): string {
  return `/api/admin/tracking-links/${id}/qr?format=${format}`;
}

/** The short URL customers follow, on the origin the admin works on (the one the QR code holds too). */
export function shortUrlOf(shortPath: string): string {
  return `${window.location.origin}${shortPath}`;
}
