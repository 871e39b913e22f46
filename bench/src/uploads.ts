import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { spawn } from 'node:child_process';
import { startServer, type RunningServer } from './load/server';
import { median } from './stats';

/**
 * Document upload throughput and the server's memory (issue 12): the built server (the `npm start`
 * path) on the embedded database, the size limit raised to 110 MB for the run, with files in the
 * local folder and then in S3 (s3rver on 127.0.0.1). Each file is a PDF header
 * and random bytes, streamed over HTTP in 64 KiB chunks; the server's resident memory is sampled
 * from /proc every 10 ms while it runs.
 */
const SIZES_MB = [1, 10, 100];
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8481);
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Bench#Upload2026';

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The admin CLI's way into the running embedded server: its token in the data folder. */
async function admin(server: RunningServer, dataDir: string, command: string, args: Record<string, string>) {
  const { token } = JSON.parse(readFileSync(path.join(dataDir, 'admin-endpoint.json'), 'utf8')) as {
    token: string;
  };
  const response = await fetch(`${server.origin}/api/internal/admin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ command, args }),
  });
  const body = (await response.json()) as { detail: string };
  if (!response.ok) throw new Error(body.detail);
  return body.detail;
}

/** A multipart body streamed in 64 KiB chunks: the fields, then a PDF of `bytes` bytes. */
function multipart(bytes: number) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench ${bytes / MB} MB\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPermit\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(64 * 1024);
  async function* body() {
    yield head;
    yield Buffer.from('%PDF-1.7\n');
    for (let left = bytes - 9; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield tail;
  }
  return { body, boundary, length: head.length + bytes + tail.length };
}

function upload(server: RunningServer, token: string, propertyId: number, bytes: number): Promise<void> {
  const { body, boundary, length } = multipart(bytes);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.origin}/api/owners/owner/property/documents/${propertyId}/`,
      {
        method: 'POST',
        headers: {
          authorization: `Token ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201 ? resolve() : reject(new Error(`HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

async function benchStorage(label: string, storageEnv: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-bench-uploads-'));
  const server = await startServer({
    root,
    port,
    dataDir,
    env: { UPLOAD_MAX_BYTES: String(110 * MB), ...storageEnv },
  });
  try {
    const email = 'bench@example.com';
    await admin(server, dataDir, 'owner:create', {
      email,
      'first-name': 'Bench',
      'last-name': 'Owner',
      password: PASSWORD,
    });
    const added = await admin(server, dataDir, 'property:add', {
      owner: email,
      name: 'Bench Cabin',
      street: '1 Bench Road',
      city: 'Denver',
      state: 'CO',
      'postal-code': '80202',
    });
    const propertyId = Number(/property (\d+)/.exec(added)?.[1]);
    const login = await fetch(`${server.origin}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const { key } = (await login.json()) as { key: string };

    // One small upload first, so that the figures are not those of a cold server.
    await upload(server, key, propertyId, 64 * 1024);
    console.log(`\nUpload bench: the built server on the embedded database, ${label}; ${RUNS} runs a size.`);
    console.log('size     MB/s (median)   server RSS before   peak RSS during   peak − before');
    const fmt = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
    for (const sizeMb of SIZES_MB) {
      const rates: number[] = [];
      const before = residentBytes(server.pid);
      let peak = before;
      for (let run = 0; run < RUNS; run += 1) {
        const sampler = setInterval(() => {
          peak = Math.max(peak, residentBytes(server.pid));
        }, 10);
        const started = performance.now();
        await upload(server, key, propertyId, sizeMb * MB);
        rates.push(sizeMb / ((performance.now() - started) / 1000));
        clearInterval(sampler);
      }
      console.log(
        `${String(sizeMb).padStart(3)} MB   ${median(rates).toFixed(1).padStart(13)}   ${fmt(before).padStart(17)}   ` +
          `${fmt(peak).padStart(15)}   ${fmt(peak - before).padStart(13)}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * s3rver on 127.0.0.1 in a plain node child process (under tsx, one of its dependencies resolves
 * to an ES module it cannot call), answering its port.
 */
async function startS3rver(directory: string) {
  const script = `const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)},
      configureBuckets: [{ name: 'harborstay-bench' }] }).run().then((a) => console.log(JSON.stringify(a)));`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) =>
      resolve((JSON.parse(data.toString()) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

await benchStorage('files in the local folder', {});
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-bench-s3-'));
const s3 = await startS3rver(s3Dir);
try {
  await benchStorage('files in S3 (s3rver in a child process, on 127.0.0.1)', {
    S3_BUCKET: 'harborstay-bench',
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
} finally {
  s3.stop();
  rmSync(s3Dir, { recursive: true, force: true });
}
