import type { AdminDeps } from '../admin/commands';
import type { FileStorage } from '../lib/file-storage';

/** What the admin commands get from the server, for a test: no connector unless one is given. */
export function testAdminDeps(
  storage: FileStorage,
  connectors: Partial<AdminDeps['connectors']> = {},
): AdminDeps {
  return {
    storage,
    invitation: {
      brandName: 'Harborstay',
      publicUrl: 'http://portal.test',
      operationsEmail: 'ops@portal.test',
    },
    connectors: {
      breezeway: undefined,
      guesty: undefined,
      reportFetchAllowOrigins: [],
      publicUrl: 'http://portal.test',
      ...connectors,
    },
  };
}
