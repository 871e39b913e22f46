import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type OutboxMail } from './outbox';

/**
 * A real SMTP server on 127.0.0.1 and a free port that keeps every message it is given: the
 * several-server and crash tests' stand-in for the company's mail server. `smtpUrl` is what a
 * server's SMTP_URL is set to.
 */
export async function startSmtpSink() {
  const received: OutboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseEml(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: the message is simply not taken.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that takes connections and never answers: a server sending through it is stuck
 * mid-send, as one whose mail server hangs, until it is killed or its SMTP timeouts fire.
 */
export async function startStalledSmtp() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    /** How many connections are open to it now (a sender is stuck on it). */
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
