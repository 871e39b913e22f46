import { randomBytes } from 'node:crypto';

export type MultipartFilePart = { filename: string; contentType: string; content: Buffer };

/**
 * A multipart/form-data body as a browser sends it: the text fields first, then the file. Answers
 * the payload and its Content-Type header.
 */
export function multipartBody(fields: Record<string, string>, file?: MultipartFilePart) {
  const boundary = `----harborstay${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
