// `npm run bench` runs every part in turn; `npm run bench -- load` runs the named parts only.
const parts: Record<string, () => Promise<unknown>> = {
  seed: () => import('./seed'),
  load: () => import('./load/run'),
  web: () => import('./web/run'),
  calendar: () => import('./calendar/run'),
  uploads: () => import('./uploads'),
  crash: () => import('./crash'),
  ingest: () => import('./ingest/run'),
};

const chosen = process.argv.slice(2);
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) {
  const part = parts[name];
  if (!part) throw new Error(`no bench part '${name}': choose from ${Object.keys(parts).join(', ')}`);
  await part();
}
export {};
