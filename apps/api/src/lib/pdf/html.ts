/** Escaping for the HTML the server prints to PDF: every text that came from data goes through it. */
const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] as string);
}

/**
 * The style every printed document shares (A4 upright, a Devanagari-capable font first so Hindi shapes, the
 * headings' sizes); a document adds its own rules after it.
 */
const baseCss = `  @page { size: A4 portrait; margin: 14mm 12mm; }
  body { font-family: 'Lohit Devanagari', 'Noto Sans Devanagari', 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 10px; color: #111; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  h2 { font-size: 13px; margin: 14px 0 4px; padding: 3px 4px; background: #eef2f7; }
  h3 { font-size: 11px; margin: 8px 0 3px; }
  p { margin: 0 0 4px; }`;

/** A whole printable page: its language, title (escaped here), the document's own style rules and its body HTML. */
export function printableDocument(page: { lang: 'en' | 'hi'; title: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(page.title)}</title>
<style>
${baseCss}
${page.css}
</style>
</head>
<body>
${page.body}
</body>
</html>`;
}
