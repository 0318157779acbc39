/**
 * A help desk for the browser tests (HELP_FORWARD_URL of the e2e server): it accepts the form posts the API's
 * forwarding job sends, as a real desk would, and answers 200 to its health check. Run by playwright.config.ts.
 */
import http from 'node:http';

const port = Number(process.env.SAAKH_E2E_DESK_PORT);
http
  .createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = request.method === 'POST' || request.url === '/health' ? 200 : 404;
      response.end('ok');
    });
  })
  .listen(port, '127.0.0.1');
