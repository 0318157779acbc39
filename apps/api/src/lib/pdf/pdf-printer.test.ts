import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { closePdfPrinter, closePdfPrinterOnClose, printPdf } from './pdf-printer';

const chromiumPath = loadConfig({ NODE_ENV: 'test' }).chromiumPath;
const html = '<!doctype html><html><body><p>Saakh</p></body></html>';

/** The first page's width and height in points, as its MediaBox states them. */
function pageSize(pdf: Buffer): [number, number] {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('no MediaBox');
  return [Math.round(Number(box[1])), Math.round(Number(box[2]))];
}

afterAll(async () => closePdfPrinter());

describe('the PDF printer', () => {
  it('prints upright A4 unless asked for landscape', async () => {
    expect(pageSize(await printPdf(chromiumPath, html))).toEqual([596, 843]);
    expect(pageSize(await printPdf(chromiumPath, html, { landscape: true }))).toEqual([843, 596]);
  });

  it('closes the browser with the app, however many of its modules print, and a later print launches another', async () => {
    const app = Fastify();
    await app.register(async (child) => closePdfPrinterOnClose(child));
    await app.register(async (child) => closePdfPrinterOnClose(child));
    await app.ready();
    await printPdf(chromiumPath, html);
    await app.close();
    expect((await printPdf(chromiumPath, html)).subarray(0, 4).toString()).toBe('%PDF');
  });
});
