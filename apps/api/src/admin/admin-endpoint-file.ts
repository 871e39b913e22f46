import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running server on the embedded database tells the admin CLI how to reach it. */
export type AdminEndpoint = { pid: number; port: number; token: string };

const fileIn = (dataDir: string) => path.join(dataDir, 'admin-endpoint.json');

export function writeAdminEndpoint(dataDir: string, endpoint: AdminEndpoint) {
  writeFileSync(fileIn(dataDir), JSON.stringify(endpoint), { mode: 0o600 });
}

export function removeAdminEndpoint(dataDir: string) {
  rmSync(fileIn(dataDir), { force: true });
}

/** The endpoint of a server that is still running, if any. */
export function readAdminEndpoint(dataDir: string): AdminEndpoint | undefined {
  try {
    const endpoint = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as AdminEndpoint;
    process.kill(endpoint.pid, 0); // throws when no such process: a stale file of a crashed server
    return endpoint;
  } catch {
    return undefined;
  }
}
