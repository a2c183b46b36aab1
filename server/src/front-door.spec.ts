import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FrontRoute, installFrontDoor } from './front-door';

describe('installFrontDoor', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('application');
    });
    const routes = new Map<string, FrontRoute>([
      ['/front', (_req, res) => res.end('front')],
      ['/passes', (_req, _res, pass) => setImmediate(pass)],
      [
        '/throws',
        () => {
          throw new Error('boom');
        },
      ],
    ]);
    installFrontDoor(server, routes);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (seen.length = 0));

  const text = async (path: string, method = 'GET') =>
    (await fetch(`${base}${path}`, { method })).text();

  it('answers GET and HEAD of a route by its path, whatever the query', async () => {
    expect(await text('/front')).toBe('front');
    expect(await text('/front?page=2')).toBe('front');
    const head = await fetch(`${base}/front`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(seen).toEqual([]);
  });

  it('hands everything else to the application untouched', async () => {
    expect(await text('/front', 'POST')).toBe('application');
    expect(await text('/front/')).toBe('application');
    expect(await text('/other?x=1')).toBe('application');
    expect(seen).toEqual(['POST /front', 'GET /front/', 'GET /other?x=1']);
  });

  it('hands on what a route passes or throws on before answering', async () => {
    expect(await text('/passes?a=b')).toBe('application');
    expect(await text('/throws')).toBe('application');
    expect(seen).toEqual(['GET /passes?a=b', 'GET /throws']);
  });

  it('refuses a server without exactly one request listener', () => {
    expect(() => installFrontDoor(createServer(), new Map())).toThrow(/one request listener/);
  });
});
