import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/** Answers a request itself, or calls `pass` to hand it, untouched, to the application. */
export type FrontRoute = (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;

/**
 * Puts `routes` (GET and HEAD, by exact path; the query string is ignored) in front of the
 * application's request listener on `server`. A front route runs on Node's own request and
 * response, before Express sets its prototypes, parses the URL and walks its router, which for
 * a small cached answer cost as much again as the answer. Anything else, and anything a route
 * passes on (or throws before answering), goes to the application as before.
 */
export function installFrontDoor(server: Server, routes: ReadonlyMap<string, FrontRoute>): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) {
    throw new Error(`expected the application's one request listener, found ${listeners.length}`);
  }
  const [application] = listeners;
  server.removeListener('request', application);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route =
      req.method === 'GET' || req.method === 'HEAD' ? routes.get(pathOf(req.url)) : undefined;
    if (!route) return void application(req, res);
    const pass = () => void application(req, res);
    try {
      route(req, res, pass);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else pass();
    }
  });
}

function pathOf(url = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
