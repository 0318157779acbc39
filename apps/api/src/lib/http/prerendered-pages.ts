/**
 * The public pages the web build prerendered to HTML (scripts/prerender.mjs, decision 024): read once at start
 * from `<webDist>/prerendered/pages.json` (page path → file under the build), each with the .br and .gz the build
 * wrote beside it, and answered for exactly that path (any query string) in the best encoding the client accepts.
 * Any other page path still gets the plain index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type PrerenderedPage = { html: Buffer; br?: Buffer; gzip?: Buffer };
export type Encoding = 'br' | 'gzip' | 'identity';

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

/**
 * Reads the prerendered pages of a web build. A build without them (an older build, or one whose prerender was
 * skipped) answers an empty map; a listed file outside the build folder or missing is left out.
 */
export function loadPrerenderedPages(webDist: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const listFile = path.join(webDist, 'prerendered', 'pages.json');
  if (!fs.existsSync(listFile)) return pages;
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, unknown>;
  const base = path.resolve(webDist);
  for (const [pagePath, file] of Object.entries(list)) {
    if (typeof file !== 'string' || !pagePath.startsWith('/')) continue;
    const absolute = path.resolve(base, file);
    if (!absolute.startsWith(`${base}${path.sep}`) || !fs.existsSync(absolute)) continue;
    pages.set(pagePath, {
      html: fs.readFileSync(absolute),
      br: readIfPresent(`${absolute}.br`),
      gzip: readIfPresent(`${absolute}.gz`),
    });
  }
  return pages;
}

/** The path of a request URL without its query string or fragment. */
export function pagePathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The encoding to send, from an Accept-Encoding header: brotli when accepted and available (a page's `.br` written,
 * or any body compressed on the fly), else gzip, else none. A coding listed with q=0 is refused.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Record<'br' | 'gzip', boolean> = { br: true, gzip: true },
): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!name || (quality !== undefined && Number(quality.slice(2)) === 0)) continue;
    accepted.add(name);
  }
  if (available.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (available.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

/**
 * A page made for one request, compressed in the best encoding the client accepts (brotli at a cheap level, as the
 * API's other answers): a first view is some 30 KB of HTML and CSS, a few KB compressed.
 */
export function compressPage(acceptEncoding: string | undefined, html: string): { body: Buffer; encoding: Encoding } {
  const encoding = chooseEncoding(acceptEncoding);
  const text = Buffer.from(html);
  if (encoding === 'br')
    return { encoding, body: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) };
  if (encoding === 'gzip') return { encoding, body: zlib.gzipSync(text, { level: 6 }) };
  return { encoding, body: text };
}

/** The encodings a prerendered page has been written in. */
export const encodingsOf = (page: PrerenderedPage): Record<'br' | 'gzip', boolean> => ({
  br: page.br !== undefined,
  gzip: page.gzip !== undefined,
});

/** The body to send for an encoding chosen by chooseEncoding. */
export function bodyFor(page: PrerenderedPage, encoding: Encoding): Buffer {
  if (encoding === 'br' && page.br) return page.br;
  if (encoding === 'gzip' && page.gzip) return page.gzip;
  return page.html;
}
