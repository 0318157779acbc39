/**
 * An HTTP server whose close answers every request on a connection it has accepted (issue 32).
 *
 * Node's own close (and Fastify's default `forceCloseConnections: 'idle'`) destroys every connection that has no
 * request in progress at that instant. A request already written by the client but not yet read by the server counts
 * as none, so its connection was reset (38 of 300 in a probe). Here the listener still stops at once, but idle
 * connections get a grace period in which a request on its way is read and answered with `Connection: close`; only
 * connections still idle after it are closed, and a response in progress when the stop began closes its connection
 * once sent.
 */
import http from 'node:http';

/** How long an idle connection may still deliver a request after the listener stopped. */
export const idleGraceMs = 1_000;
/** The longest the listener keeps taking connections the kernel had completed before the stop (normally a few ms). */
export const acceptDrainMs = 5_000;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export class DrainingServer extends http.Server {
  private draining = false;
  private graceOver = false;
  private readonly inProgress = new Set<http.ServerResponse>();
  private accepted = 0;

  constructor(handler: Handler) {
    super(handler);
    this.on('connection', () => {
      this.accepted += 1;
    });
    this.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      this.inProgress.add(response);
      response.once('close', () => {
        this.inProgress.delete(response);
        // Sent with keep-alive before the stop: its connection is idle now and nothing else will close it.
        if (this.graceOver) setImmediate(() => super.closeIdleConnections());
      });
    });
  }

  override close(callback?: (error?: Error) => void): this {
    if (this.draining) {
      super.close(callback);
      return this;
    }
    this.draining = true;
    // The client of an answer not yet started must not send another request on that connection.
    for (const response of this.inProgress) if (!response.headersSent) response.setHeader('connection', 'close');
    // Closing the listening socket resets the connections the kernel has completed but Node has not yet taken, and
    // Node takes one per turn of the event loop: keep taking them until a turn finds none (or acceptDrainMs runs out).
    const deadline = Date.now() + acceptDrainMs;
    let seen = this.accepted;
    const turn = () => {
      if (this.accepted === seen || Date.now() > deadline) {
        super.close(callback);
        return;
      }
      seen = this.accepted;
      setImmediate(turn);
    };
    // The first check comes after a full turn, whatever phase of the loop close was called in.
    setImmediate(() => {
      seen = this.accepted;
      setImmediate(turn);
    });
    return this;
  }

  /** Node's close calls this; while draining, idle connections are closed only after the grace period. */
  override closeIdleConnections(): void {
    if (!this.draining) {
      super.closeIdleConnections();
      return;
    }
    setTimeout(() => {
      this.graceOver = true;
      super.closeIdleConnections();
    }, idleGraceMs).unref();
  }
}

/** Fastify's `serverFactory`, with the timeouts Fastify would set on a server of its own. */
export function createDrainingServer(
  handler: Handler,
  options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
): http.Server {
  const server = new DrainingServer(handler);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}
