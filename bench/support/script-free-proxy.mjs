/**
 * A proxy in front of the built app that answers the pages it is given without their scripts: no script element and
 * no module preload, so the browser draws the page from its HTML and CSS alone and runs none of the app. Lighthouse
 * on such a page measures the floor a host sets for it (`bench/lighthouse.mjs`, bench/README.md "Stop 64"): the
 * browser's work for the page as the app sends it (the navigation, with the process its headers ask for, parsing,
 * style, layout and paint), which no work on the app's script removes. Where that floor is under a target, the host
 * cannot judge the target.
 *
 * Every other request, and a page's request that is not for its document, is passed through as the app answers it,
 * its encoding kept. The stripped document is compressed with brotli, as the app sends it, so its transfer is the
 * same size as a visitor's.
 */
import http from 'node:http';
import zlib from 'node:zlib';

/** The page's HTML without its scripts and module preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Asks the app for `request`'s path with the same method and headers; `headers` replaces some of them. */
function forward(target, request, headers = {}) {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      new URL(request.url, target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host, ...headers } },
      resolve,
    );
    upstream.on('error', reject);
    request.pipe(upstream);
  });
}

async function answerDocument(target, request, response) {
  const upstream = await forward(target, request, { 'accept-encoding': 'identity' });
  const chunks = [];
  for await (const chunk of upstream) chunks.push(chunk);
  const html = withoutScripts(Buffer.concat(chunks).toString('utf8'));
  const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const headers = { ...upstream.headers, 'content-encoding': 'br', 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  delete headers.etag;
  response.writeHead(upstream.statusCode ?? 502, headers);
  response.end(body);
}

async function passThrough(target, request, response) {
  const upstream = await forward(target, request);
  response.writeHead(upstream.statusCode ?? 502, upstream.headers);
  upstream.pipe(response);
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `target` (the app's address). `pages` are the paths whose
 * documents lose their scripts. Answers its address and a stop function.
 */
export async function startScriptFreeProxy(target, pages) {
  // A page's address may carry a query (the statement is a tab of the reports page); its document is its path's.
  const stripped = new Set(pages.map((page) => new URL(page, target).pathname));
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, target);
    const isDocument =
      request.method === 'GET' && stripped.has(pathname) && /text\/html/.test(request.headers.accept ?? '');
    (isDocument ? answerDocument : passThrough)(target, request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // The browser keeps its connections open; they would hold the close until they idle out.
        server.closeAllConnections();
      }),
  };
}
