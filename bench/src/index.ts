// Every benchmark, one after another.
await import('./auth');
await import('./seed');
export {};
