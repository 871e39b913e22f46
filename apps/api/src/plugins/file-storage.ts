import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/file-storage';
import type { UrlSigner } from '../lib/url-signer';

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Where uploaded and generated files live: a local folder or an S3 bucket (docs/decisions/0036). */
    fileStorage: FileStorage;
    /** Signs and checks the expiring addresses that serve stored files (docs/decisions/0036). */
    urlSigner: UrlSigner;
  }
}

export type FileStorageOptions = { storage: FileStorage; signer: UrlSigner };

/** Shares the app's file storage and URL signer with every module. */
export const fileStoragePlugin = fp(async (app: FastifyInstance, options: FileStorageOptions) => {
  app.decorate('fileStorage', options.storage);
  app.decorate('urlSigner', options.signer);
});
