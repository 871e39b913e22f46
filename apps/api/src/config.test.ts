import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseOptions, loadConfig } from './config';

describe('the database the server and the admin CLI open', () => {
  it('is PostgreSQL with DATABASE_POOL_SIZE connections when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/harborstay', DATABASE_POOL_SIZE: '3' });
    expect(databaseOptions(config)).toEqual({ url: 'postgres://db.example/harborstay', poolSize: 3 });
  });

  it('is the embedded database in DATA_DIR/db otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/harborstay' });
    expect(databaseOptions(config)).toEqual({ dataDir: path.join('/srv/harborstay', 'db') });
  });
});
