import { z } from 'zod';

/** The query of a signed file address; the server makes it, a client only follows it. */
// Every field optional: an incomplete address is refused like an altered one (404), not as a 400.
export const ZSignedFileQuery = z.object({
  key: z.string().max(512).optional(),
  type: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  expires: z.string().max(12).optional(),
  signature: z.string().max(100).optional(),
  /** `1`: served as an attachment instead of inline. Not signed: it can only make serving safer. */
  download: z
    .enum(['1'])
    .optional()
    .meta({ description: '`1` serves the file as an attachment; any other value answers 400.' }),
});
export type TSignedFileQuery = z.infer<typeof ZSignedFileQuery>;

/** A signed, expiring address of a file: `{url, expires_at}` (contract: documents, care reports). */
export const ZSignedUrl = z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type TSignedUrl = z.infer<typeof ZSignedUrl>;
