/**
 * Prints server-built HTML to PDF with the system Chromium (decision 026): Chromium shapes Devanagari correctly,
 * which PDF libraries that lay text out themselves do not. One browser per process, launched on the first print and
 * kept; at most PRINT_CONCURRENCY pages print at once (the rest wait their turn); closed when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import type { MessageKey } from '@saakh/domain/messages';
import { AppError } from '../app-error';

const PRINT_CONCURRENCY = 2;
const PRINT_TIMEOUT_MS = 30_000;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Promise<Browser> | null = null;
let active = 0;
const waiting: (() => void)[] = [];

async function launch(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const launched = await chromium.launch({ executablePath, args: chromiumArgs, timeout: PRINT_TIMEOUT_MS });
  // A browser that died (killed, out of memory) is launched again at the next print.
  launched.on('disconnected', () => {
    browser = null;
  });
  return launched;
}

function browserAt(executablePath: string): Promise<Browser> {
  if (!browser) {
    browser = launch(executablePath);
    browser.catch(() => {
      browser = null;
    });
  }
  return browser;
}

async function slot(): Promise<() => void> {
  if (active >= PRINT_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  return () => {
    active -= 1;
    waiting.shift()?.();
  };
}

export type PrintOptions = {
  /** A4 across (the partner's wide statement) or upright (the default: the KFS, letters). */
  landscape?: boolean;
  /** The message a reader gets when the browser cannot start (a 503), in their language. */
  unavailable?: MessageKey;
};

/** The PDF of a page of HTML; the page may load nothing from the network (everything it needs is inline). */
export async function printPdf(executablePath: string, html: string, options: PrintOptions = {}): Promise<Buffer> {
  const release = await slot();
  try {
    let instance: Browser;
    try {
      instance = await browserAt(executablePath);
    } catch {
      throw new AppError('service_unavailable', options.unavailable ?? 'statementPdfUnavailable');
    }
    const context = await instance.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      return await page.pdf({
        format: 'A4',
        landscape: options.landscape ?? false,
        printBackground: true,
        preferCSSPageSize: true,
      });
    } finally {
      await context.close();
    }
  } finally {
    release();
  }
}

/** Closes the browser, if one was launched (on shutdown; a later print launches another). */
export async function closePdfPrinter(): Promise<void> {
  const current = browser;
  browser = null;
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // It never started or is already gone.
  }
}

const closingWith = new WeakSet<object>();

/**
 * Closes the browser when the app closes, once per app however many of its modules print (each registers from its
 * own encapsulated plugin, so the hook is kept on the first to ask). Closing twice is harmless anyway: the second
 * finds no browser.
 */
export function closePdfPrinterOnClose(app: FastifyInstance): void {
  if (closingWith.has(app.server)) return;
  closingWith.add(app.server);
  app.addHook('onClose', async () => closePdfPrinter());
}
