import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './types';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, profile, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket.host/key` by default; most self-hosted servers want `host/bucket/key`. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
};

/** Parts of a streamed upload; the SDK keeps at most `queueSize` of them in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible bucket. Uploads stream through lib-storage's multipart upload (at
 * most PART_SIZE × QUEUE_SIZE bytes in memory); a failed body aborts the multipart upload, so no
 * object appears under the key.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: self-hosted servers often reject the newer
    // aws-chunked trailers, and TLS plus Content-MD5-free PUTs are what every one supports.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, putOptions) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const source =
        typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
      // A failing source must fail the upload: pass its error on to what the SDK reads.
      let sourceError: Error | undefined;
      source.once('error', (error) => {
        sourceError = error;
        counter.destroy(error);
      });
      const upload = new Upload({
        client,
        params: {
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: source.pipe(counter),
          ...(putOptions?.contentType ? { ContentType: putOptions.contentType } : {}),
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The SDK aborts the multipart upload and may throw that abort's failure instead (some
        // self-hosted servers lack AbortMultipartUpload): the caller needs the first cause.
        // Either way no object exists under the key; a bucket lifecycle rule sweeps stray parts.
        throw sourceError ?? error;
      }
      return { size };
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return false;
        if (error instanceof Error && '$metadata' in error) {
          const status = (error.$metadata as { httpStatusCode?: number }).httpStatusCode;
          if (status === 404) return false;
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
