/** Reading a PDF's text back as a reader's copy-paste would, with pdf.js (Mozilla's PDF reader). */
export async function pdfText(payload: Buffer): Promise<string> {
  // pdf.js draws with a canvas module in Node; reading text needs none, only the matrix type its module creates.
  const scope = globalThis as { DOMMatrix?: unknown };
  scope.DOMMatrix ??= class DOMMatrix {};
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(payload), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}
