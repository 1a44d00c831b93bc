import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Pins a request to one backend (by index); without it the proxy takes turns. */
export const BACKEND_HEADER = 'x-test-backend';

export type ReverseProxy = { url: string; close(): Promise<void> };

/**
 * The small load balancer of docs/deploy.md's two-instance set-up: round robin over the
 * backends, streaming both ways (server-sent events pass through as they come), adding the
 * client's address to X-Forwarded-For like nginx's proxy_add_x_forwarded_for.
 */
export async function startReverseProxy(backends: string[]): Promise<ReverseProxy> {
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const pinned = incoming.headers[BACKEND_HEADER];
    const index = typeof pinned === 'string' ? Number(pinned) : turn++ % backends.length;
    const target = new URL(incoming.url ?? '/', backends[index]);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      host: target.host,
      'x-forwarded-for': forwardedFor,
    };
    delete headers[BACKEND_HEADER];
    const upstream = request(target, { method: incoming.method, headers }, (response) => {
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
