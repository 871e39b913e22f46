import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@harborstay/db';
import { databaseOptions, loadConfig } from '../config';
import { readAdminEndpoint } from './admin-endpoint-file';
import {
  adminCommands,
  COMMAND_GROUPS,
  AdminError,
  isAdminCommand,
  runAdminCommand,
  type AdminCommand,
  type AdminCommandName,
} from './commands';
import { seedDemo } from './demo-seed';
import { DATABASE_FILE_HELP, isDatabaseFileCommand, runDatabaseFileCommand } from './database-backup-cli';
import { createFileStorage } from '../lib/file-storage';

/**
 * `npm run admin -- <command> [--option value …]`: the provider's side of the portal.
 * Runs against the same database as the server, through the server when it holds the
 * embedded database.
 */
async function main() {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || name === 'help' || name === '--help') return printHelp();
  const config = loadConfig();

  if (name === 'demo:seed') return seedCommand(config);
  if (isDatabaseFileCommand(name)) return console.log(await runDatabaseFileCommand(name, rest, config));
  if (!isAdminCommand(name)) {
    printHelp();
    throw new AdminError(`Unknown command "${name}".`);
  }
  const args = parseCommandArgs(name, rest);
  if (name === 'owner:create') args.password = await readPassword();
  // A file is read where the command runs, maybe in the server, whose working folder is not ours.
  if (typeof args.file === 'string') args.file = path.resolve(args.file);

  const endpoint = config.databaseUrl ? undefined : readAdminEndpoint(config.dataDir);
  if (endpoint) {
    const response = await fetch(`http://127.0.0.1:${endpoint.port}/api/internal/admin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': endpoint.token },
      body: JSON.stringify({ command: name, args }),
    });
    const body = (await response.json()) as { detail?: string };
    if (!response.ok) throw new AdminError(body.detail ?? `The server answered ${response.status}.`);
    console.log(body.detail);
    return;
  }
  const database = await openLocal(config);
  try {
    console.log(
      await runAdminCommand(database.db, name, args, {
        storage: createFileStorage(config.storage),
        invitation: {
          brandName: config.brandName,
          publicUrl: config.publicUrl,
          operationsEmail: config.operationsEmail,
        },
        connectors: {
          breezeway: config.breezeway,
          guesty: config.guesty,
          // A first pull of many listings takes a while: its progress shows as it goes.
          progress: (line: string) => console.error(line),
          reportFetchAllowOrigins: config.reportFetchAllowOrigins,
          publicUrl: config.publicUrl,
        },
      }),
    );
  } finally {
    await database.close();
  }
}

/**
 * `--name value` and `--name=value` for every option the command's schema names; a command
 * that declares a positional option also takes it bare (`property:go-live 7`).
 */
function parseCommandArgs(name: AdminCommandName, argv: string[]): Record<string, unknown> {
  const command: AdminCommand = adminCommands[name];
  const keys = Object.keys(command.args.shape);
  const { values, positionals } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      keys.map((key) => [
        key,
        { type: command.flags?.includes(key) ? ('boolean' as const) : ('string' as const) },
      ]),
    ),
    allowPositionals: true,
    strict: true,
  });
  const args: Record<string, unknown> = { ...values };
  if (positionals.length > 0) {
    if (!command.positional || positionals.length > 1 || args[command.positional] !== undefined) {
      throw new AdminError(
        `Unexpected argument "${positionals.join(' ')}".\nUsage: npm run admin -- ${command.usage}`,
      );
    }
    args[command.positional] = positionals[0];
  }
  return args;
}

function openLocal(config: ReturnType<typeof loadConfig>) {
  return openDatabase(databaseOptions(config));
}

async function seedCommand(config: ReturnType<typeof loadConfig>) {
  if (!config.databaseUrl && readAdminEndpoint(config.dataDir)) {
    throw new AdminError('The server is running on this embedded database: stop it first, then seed.');
  }
  const database = await openLocal(config);
  try {
    const summary = await seedDemo(database.db, config);
    console.log(`Demo data inserted: ${JSON.stringify(summary)}. All demo passwords are Harborstay#2026.`);
  } finally {
    await database.close();
  }
}

/** The password comes on standard input (piped, or typed without echo), never as an argument. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password for the new account (input hidden): ');
  const chunks: Buffer[] = [];
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  for await (const chunk of process.stdin) {
    const buffer = Buffer.from(chunk);
    chunks.push(buffer);
    if (process.stdin.isTTY && buffer.includes(13)) break;
  }
  if (process.stdin.isTTY) {
    process.stdin.setRawMode(false);
    process.stderr.write('\n');
  }
  return (
    Buffer.concat(chunks)
      .toString('utf8')
      .split(/\r?\n|\r/)[0] ?? ''
  );
}

/** The commands by what a provider does with them; each prints what it changed. */
function printHelp() {
  console.log('Usage: npm run admin -- <command> [options]');
  const commands: AdminCommand[] = Object.values(adminCommands);
  for (const group of COMMAND_GROUPS) {
    console.log(`\n${group}:`);
    for (const command of commands.filter((c) => c.group === group)) console.log(`  ${command.usage}`);
    if (group === 'Database') {
      console.log(
        '  demo:seed   insert the demo accounts and data into an empty database (stop the server on the embedded database first)',
      );
      console.log(DATABASE_FILE_HELP);
    }
  }
}

main().catch((error: unknown) => {
  // parseArgs' own refusals (an unknown option) are as plain as ours.
  const isPlain =
    error instanceof AdminError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(isPlain && error instanceof Error ? error.message : error);
  process.exit(1);
});
