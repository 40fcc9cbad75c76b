// The S3 driver: any S3-compatible service through the official AWS SDK v3. Folders are key
// prefixes; an empty folder is a zero-byte marker object whose key ends in '/'. Signed URLs are
// real presigned GetObject URLs (signed for S3_PUBLIC_ENDPOINT when browsers reach the service
// at another address), with the download name in response-content-disposition.
// Listing pages with ListObjects (v1) markers rather than V2 continuation tokens: every
// S3-compatible service supports them, and s3rver's V2 tokens need DES, which Node 20's
// OpenSSL 3 no longer provides.
// A stream is put without knowing its length and without a scratch copy: shorter than one part
// (PART_BYTES), one PutObject; longer, a multipart upload sending each part as it fills.
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { resolveRange } from './byteRange';
import { contentDisposition } from './contentDisposition';
import { checkKey, contentTypeOf, lastSegment } from './objectKeys';
import {
  ObjectConflictError,
  ObjectNotFoundError,
  StorageUnavailableError,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
} from './objectStorage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** null = AWS S3 itself. */
  endpoint: string | null;
  /** Where browsers reach the service, for signed URLs; null = endpoint. */
  publicEndpoint?: string | null;
  /** null = the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

const DEFAULT_LIST_LIMIT = 1000;
/**
 * A streamed body goes up in parts of this size (S3's smallest part is 5 MiB; 10,000 parts of
 * 8 MiB are 80 GB), one part held in memory at a time; a stream shorter than one part is one
 * PutObject.
 */
export const PART_BYTES = 8 * 1024 * 1024;

/** UTF-8 byte order, S3's listing order. */
const byKeyOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** S3's own ceiling for presigned URLs. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function clientConfig(options: S3StorageOptions, endpoint: string | null): S3ClientConfig {
  return {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services do not understand
    // the SDK's default flexible checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Bytes of a body whose length is known, or null for a stream. */
function bufferOf(body: ObjectBody): Buffer | null {
  if (body instanceof Readable) return null;
  return typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
}

/**
 * A stream's bytes in parts of `size` bytes (the last one shorter, possibly empty when the
 * stream is), each handed out as soon as it is full: at most one part is held.
 */
export async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  for await (const data of stream) {
    let chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array | string);
    while (held + chunk.length >= size) {
      const take = size - held;
      chunks.push(chunk.subarray(0, take));
      yield Buffer.concat(chunks, size);
      chunks = [];
      held = 0;
      chunk = chunk.subarray(take);
    }
    if (chunk.length > 0) {
      chunks.push(chunk);
      held += chunk.length;
    }
  }
  yield Buffer.concat(chunks, held);
}

/**
 * The SDK's failures that say the service is out of reach: no HTTP answer at all (refused, cut,
 * timed out: `$metadata` without a status; the error's own class and code are not reliable, the
 * SDK wraps what it cannot recognise) or a server error after its retries.
 */
function isUnreachable(error: unknown): boolean {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  if (!metadata) return false;
  return metadata.httpStatusCode === undefined || metadata.httpStatusCode >= 500;
}

/** The client whose outages read as the storage API's StorageUnavailableError. */
function reportingOutages(client: S3Client): Pick<S3Client, 'send'> {
  const send = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw isUnreachable(error) ? new StorageUnavailableError(error) : error;
    }
  };
  return { send: send as S3Client['send'] };
}

export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const client = reportingOutages(new S3Client(clientConfig(options, options.endpoint)));
  const presigner = new S3Client(clientConfig(options, options.publicEndpoint ?? options.endpoint));
  const Bucket = options.bucket;

  async function head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        lastModified: out.LastModified ?? new Date(0),
        contentType: out.ContentType ?? contentTypeOf(key),
        etag: out.ETag ?? '""',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function putBuffer(key: string, body: Buffer, type: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: type,
      }),
    );
  }

  /**
   * A stream of unknown length: its first part decides. Shorter than a part, it is one
   * PutObject; otherwise a multipart upload, each part sent as it fills, the object appearing
   * whole when the upload completes (S3 keeps the old one until then). On any failure the
   * upload is aborted and nothing replaces the old object.
   */
  async function putStream(key: string, body: Readable, type: string) {
    const parts = partsOf(body, PART_BYTES);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_BYTES) {
      await putBuffer(key, firstPart, type);
      return;
    }
    const created = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: type }),
    );
    const UploadId = created.UploadId!;
    try {
      const done: { PartNumber: number; ETag: string }[] = [];
      const send = async (part: Buffer) => {
        const PartNumber = done.length + 1;
        const out = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId,
            PartNumber,
            Body: part,
            ContentLength: part.length,
          }),
        );
        done.push({ PartNumber, ETag: out.ETag! });
      };
      await send(firstPart);
      for await (const part of parts) {
        // An empty last part only when the length is a whole number of parts.
        if (part.length > 0) await send(part);
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
    } catch (error) {
      // Best effort: a bucket's lifecycle rule removes uploads left incomplete.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    driver: 's3',

    async put(key: string, body: ObjectBody, putOptions = {}): Promise<ObjectInfo> {
      const checked = checkKey(key, 'object');
      const type = putOptions.contentType ?? contentTypeOf(checked);
      const buffer = bufferOf(body);
      if (buffer) await putBuffer(checked, buffer, type);
      else await putStream(checked, body as Readable, type);
      const info = await head(checked);
      if (!info) throw new Error(`S3 did not keep ${checked}`);
      return info;
    },

    async createFolder(prefix: string): Promise<void> {
      const checked = checkKey(prefix, 'folder');
      if (checked === '') return;
      await putBuffer(checked, Buffer.alloc(0), 'application/x-directory');
    },

    // The parameters and results are typed by ObjectStorage.
    async get(key, range) {
      const checked = checkKey(key, 'object');
      const info = await head(checked);
      if (!info) throw new ObjectNotFoundError(checked);
      const resolved = range ? resolveRange(range, info.size) : null;
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checked,
            // The bytes must be those of the version whose size resolved the range.
            IfMatch: info.etag,
            ...(resolved ? { Range: `bytes=${resolved.start}-${resolved.end}` } : {}),
          }),
        );
        return { info, body: out.Body as Readable, range: resolved };
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(checked);
        throw error;
      }
    },

    head: (key: string) => head(checkKey(key, 'object')),

    async list(prefix, listOptions = {}) {
      const checked = checkKey(prefix, 'folder');
      const after = listOptions.after ?? null;
      const out = await client.send(
        new ListObjectsCommand({
          Bucket,
          Prefix: checked,
          Delimiter: '/',
          MaxKeys: listOptions.limit ?? DEFAULT_LIST_LIMIT,
          // After a folder, skip everything inside it too: U+10FFFF sorts after any real key
          // of that folder in UTF-8 byte order.
          ...(after ? { Marker: after.endsWith('/') ? `${after}\u{10FFFF}` : after } : {}),
        }),
      );
      const folders = (out.CommonPrefixes ?? []).map((p) => p.Prefix!).filter(Boolean);
      const objects = (out.Contents ?? [])
        // The folder's own marker is not one of its entries.
        .filter((o) => o.Key && o.Key !== checked)
        .map((o) => ({
          key: o.Key!,
          size: o.Size ?? 0,
          lastModified: o.LastModified ?? new Date(0),
          contentType: contentTypeOf(o.Key!),
          etag: o.ETag ?? '""',
        }));
      // The token is the last entry of this page in key order, folder or object.
      const last = [...folders, ...(out.Contents ?? []).map((o) => o.Key!)].sort(byKeyOrder).pop();
      return { folders, objects, nextToken: out.IsTruncated && last ? last : null };
    },

    async delete(key: string): Promise<void> {
      if (key.endsWith('/')) {
        const checked = checkKey(key, 'folder');
        const out = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: checked, MaxKeys: 2 }),
        );
        if ((out.Contents ?? []).some((o) => o.Key !== checked)) {
          throw new ObjectConflictError(checked);
        }
        await client.send(new DeleteObjectCommand({ Bucket, Key: checked }));
        return;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key, 'object') }));
    },

    async signedUrl(key, signOptions) {
      const checked = checkKey(key, 'object');
      return getSignedUrl(
        presigner,
        new GetObjectCommand({
          Bucket,
          Key: checked,
          ResponseContentDisposition: contentDisposition(
            signOptions.fileName ?? lastSegment(checked),
          ),
        }),
        { expiresIn: Math.min(signOptions.expiresInSeconds, MAX_PRESIGN_SECONDS) },
      );
    },
  };
}
