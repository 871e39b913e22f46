import http from 'node:http';
import http2 from 'node:http2';
import { generate } from 'selfsigned';

export type TlsFront = { origin: string; close: () => Promise<void> };

/** Headers HTTP/2 forbids (RFC 9113, section 8.2.2): they describe one HTTP/1.1 connection. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/**
 * What owners reach in production (docs/deploy.md): TLS and HTTP/2 at the front, the server behind
 * it over kept-alive HTTP/1.1, as nginx's `listen 443 ssl; http2 on;` with `proxy_http_version 1.1`.
 * Browsers speak HTTP/2 over TLS only, and over HTTP/1.1 they queue a page's scripts on six
 * connections per host, so the web bench measures the app through this front. Its certificate is
 * made on the spot: the bench's Chromium is told to accept it (`--ignore-certificate-errors`).
 */
export async function startTlsFront(options: { upstream: string; port: number }): Promise<TlsFront> {
  const upstream = new URL(options.upstream);
  const { private: key, cert } = await generate([{ name: 'commonName', value: upstream.hostname }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const requestHeaders: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) requestHeaders[name] = value;
    }
    requestHeaders.host = String(headers[':authority'] ?? upstream.host);
    requestHeaders['x-forwarded-proto'] = 'https';
    const request = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: String(headers[':method']),
        path: String(headers[':path']),
        headers: requestHeaders,
      },
      (response) => {
        const responseHeaders: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) responseHeaders[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(responseHeaders);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Chromium is gone by then, but close() still waits for its sessions to end.
        for (const session of sessions) session.destroy();
      }),
  };
}
