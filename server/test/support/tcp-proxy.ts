import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A loopback TCP proxy to a real service; `cut()` drops every connection and refuses new ones,
 * which is what the api sees when PostgreSQL or Redis goes down.
 */
export async function startTcpProxy(targetPort: number): Promise<{
  port: number;
  cut(): Promise<void>;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let server: Server | null = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return { port, cut, close: cut };
}
