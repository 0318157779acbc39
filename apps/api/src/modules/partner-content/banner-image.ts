/**
 * Co-branded banners (issue 12): an admin's banner with a strip below it that carries the partner's logo, its name
 * and its link, drawn on the server by sharp into one PNG the partner downloads and shares.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNER_MAX_SIDE, BANNER_MIN_SIDE } from '@saakh/domain/partner-content';
import type { Deps } from '../../deps';
import { publicRequest } from '../../lib/http/public-request';

/** Banners are drawn at most this wide: large enough to print, small enough to send on WhatsApp. */
const OUTPUT_MAX_WIDTH = 1200;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_FETCH_MS = 3000;

async function loadSharp() {
  // Loaded on first use: most processes never draw a banner.
  const { default: sharp } = await import('sharp');
  return sharp;
}

/** A banner's size, or null when the bytes are not an image within the accepted sides. */
export async function bannerSize(content: Buffer): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(content, { limitInputPixels: BANNER_MAX_SIDE * BANNER_MAX_SIDE }).metadata();
    const { width, height } = meta;
    if (!width || !height) return null;
    if (Math.min(width, height) < BANNER_MIN_SIDE || Math.max(width, height) > BANNER_MAX_SIDE) return null;
    return { width, height };
  } catch {
    return null;
  }
}

const webPublicDirs = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const repoRoot = path.resolve(here, '../../../../..');
  return [path.join(repoRoot, 'apps/web/dist'), path.join(repoRoot, 'apps/web/public')];
};

function inside(root: string, relative: string): string | null {
  const target = path.resolve(root, relative);
  return target.startsWith(path.resolve(root) + path.sep) ? target : null;
}

async function readCapped(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > LOGO_MAX_BYTES) return null;
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * The bytes of a partner's logo, wherever admins put it: a data: URL, a file of the local upload folder, one of the
 * web app's brand files, or an https address (fetched with a time and size limit, never from a special-purpose
 * address: lib/http/public-request). Null when it cannot be read.
 */
export async function logoBytes(deps: Pick<Deps, 'config' | 'storage'>, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  const dataUrl = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=]+)$/i.exec(logo);
  if (dataUrl?.[1]) {
    const bytes = Buffer.from(dataUrl[1], 'base64');
    return bytes.length <= LOGO_MAX_BYTES ? bytes : null;
  }
  if (logo.startsWith('/uploads/') && deps.storage.name === 'local') {
    const file = inside(path.join(deps.config.dataDir, 'uploads'), logo.slice('/uploads/'.length));
    return file ? readCapped(file) : null;
  }
  if (logo.startsWith('/') && !logo.startsWith('//')) {
    const roots = [...(deps.config.webDistDir ? [deps.config.webDistDir] : []), ...webPublicDirs()];
    for (const root of roots) {
      const file = inside(root, logo.slice(1));
      const bytes = file ? await readCapped(file) : null;
      if (bytes) return bytes;
    }
    return null;
  }
  if (logo.startsWith('https://')) {
    try {
      const response = await publicRequest(logo, { timeoutMs: LOGO_FETCH_MS, maxBytes: LOGO_MAX_BYTES });
      return response.status >= 200 && response.status < 300 ? response.body : null;
    } catch {
      return null;
    }
  }
  return null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The banner with the partner's strip below it, as a PNG. */
export async function coBrandedBanner(
  banner: Buffer,
  partner: { name: string; color: string; logo: Buffer | null; link: string },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = sharp(banner, { limitInputPixels: BANNER_MAX_SIDE * BANNER_MAX_SIDE }).rotate();
  const meta = await base.metadata();
  const width = Math.min(meta.autoOrient?.width ?? meta.width ?? OUTPUT_MAX_WIDTH, OUTPUT_MAX_WIDTH);
  const resized = await base.resize({ width, withoutEnlargement: true }).png().toBuffer({ resolveWithObject: true });
  const bannerHeight = resized.info.height;
  const stripHeight = Math.max(96, Math.round(width * 0.14));
  const pad = Math.round(stripHeight * 0.15);
  const logoBox = { width: Math.round(width * 0.35), height: stripHeight - 2 * pad };

  let logo: { input: Buffer; width: number } | null = null;
  if (partner.logo) {
    try {
      const drawn = await sharp(partner.logo, { density: 300, limitInputPixels: 4096 * 4096 })
        .resize({ width: logoBox.width, height: logoBox.height, fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true });
      logo = { input: drawn.data, width: drawn.info.width };
    } catch {
      logo = null;
    }
  }
  const textLeft = logo ? pad * 2 + logo.width : pad;
  const color = /^#[0-9a-f]{6}$/i.test(partner.color) ? partner.color : '#0B5FFF';
  const nameSize = Math.round(stripHeight * 0.26);
  const linkSize = Math.round(stripHeight * 0.16);
  const strip = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${stripHeight}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<rect width="100%" height="${Math.max(4, Math.round(pad / 2))}" fill="${color}"/>` +
      `<text x="${textLeft}" y="${Math.round(stripHeight * 0.5)}" font-family="DejaVu Sans, Arial, sans-serif" ` +
      `font-weight="bold" font-size="${nameSize}" fill="#1a1a1a">${escapeXml(partner.name)}</text>` +
      `<text x="${textLeft}" y="${Math.round(stripHeight * 0.8)}" font-family="DejaVu Sans, Arial, sans-serif" ` +
      `font-size="${linkSize}" fill="${color}">${escapeXml(partner.link)}</text>` +
      `</svg>`,
  );
  const layers = [
    { input: resized.data, top: 0, left: 0 },
    { input: await sharp(strip).png().toBuffer(), top: bannerHeight, left: 0 },
    ...(logo ? [{ input: logo.input, top: bannerHeight + pad, left: pad }] : []),
  ];
  return sharp({
    create: { width, height: bannerHeight + stripHeight, channels: 4, background: '#ffffff' },
  })
    .composite(layers)
    .png()
    .toBuffer();
}
