/** What a request log line keeps of a request (decision 015: log lines outlive an erasure). */

type LoggedRequest = { method?: string; url?: string; routeOptions?: { url?: string } };

/**
 * The method, the route's pattern and the path, in every mode: never the query string (a search by mobile number or
 * PAN puts them there), headers, body or the client's address, which are personal data a log line would keep past the
 * customer's erasure.
 */
export function loggableRequest(request: LoggedRequest): { method?: string; route?: string; url?: string } {
  const url = request.url;
  const end = url === undefined ? -1 : url.search(/[?#]/);
  return {
    method: request.method,
    route: request.routeOptions?.url,
    url: url === undefined || end < 0 ? url : url.slice(0, end),
  };
}
