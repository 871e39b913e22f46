// Every benchmark, one after another.
await import('./auth');
await import('./seed');
await import('./owner-reads');
export {};
