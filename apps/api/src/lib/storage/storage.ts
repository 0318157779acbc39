/**
 * Stores uploaded files: a local folder by default, an S3-compatible bucket when S3_BUCKET is set. Public files (images
 * the web shows) go to `Storage`; personal documents go to `PrivateStorage`, a folder the server never serves or a
 * bucket of their own (S3_PRIVATE_BUCKET), read back only through the API.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';

export type StoredFile = { key: string; url: string };

export type Storage = {
  name: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<StoredFile>;
};

/** Keys are made by the server from safe parts only; this keeps any stray path out of the upload root. */
function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

async function writeLocalFile(root: string, key: string, body: Buffer): Promise<void> {
  assertSafeKey(key);
  const target = path.join(root, key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, body);
}

/** A client of the S3-compatible service (path-style addresses when an endpoint is named, as local servers want). */
function s3Client(config: Config['storage']): S3Client {
  return new S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: Boolean(config.endpoint) });
}

export function createLocalStorage(root: string, publicPrefix = '/uploads'): Storage {
  return {
    name: 'local',
    async put(key, body) {
      await writeLocalFile(root, key, body);
      return { key, url: `${publicPrefix}/${key}` };
    },
  };
}

export function createS3Storage(config: Config['storage']): Storage {
  if (!config.bucket) throw new Error('S3_BUCKET is required for S3 storage');
  const bucket = config.bucket;
  const client = s3Client(config);
  const base = config.publicUrl ?? `https://${bucket}.s3.${config.region}.amazonaws.com`;
  return {
    name: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
      return { key, url: `${base.replace(/\/$/, '')}/${key}` };
    },
  };
}

/** Files only the API reads back: never under a public URL. */
export type PrivateStorage = {
  name: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file as a stream, or null when no file has the key. */
  get: (key: string) => Promise<Readable | null>;
  /** Removes the file; a key with no file is no error. */
  delete: (key: string) => Promise<void>;
};

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export function createLocalPrivateStorage(root: string): PrivateStorage {
  return {
    name: 'local',
    async put(key, body) {
      await writeLocalFile(root, key, body);
    },
    async get(key) {
      assertSafeKey(key);
      const target = path.join(root, key);
      try {
        await fs.access(target);
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
      return createReadStream(target);
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}

export function createS3PrivateStorage(config: Config['storage']): PrivateStorage {
  if (!config.privateBucket) throw new Error('S3_PRIVATE_BUCKET is required for private S3 storage');
  const bucket = config.privateBucket;
  const client = s3Client(config);
  return {
    name: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/** The private store: the bucket S3_PRIVATE_BUCKET when set, else DATA_DIR/private (outside the served /uploads). */
export function createPrivateStorage(config: Config): PrivateStorage {
  return config.storage.privateBucket
    ? createS3PrivateStorage(config.storage)
    : createLocalPrivateStorage(path.join(config.dataDir, 'private'));
}

export function createStorage(config: Config): Storage {
  return config.storage.bucket
    ? createS3Storage(config.storage)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
