/** Stores uploaded files: a local folder by default, an S3-compatible bucket when S3_BUCKET is set. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

export function createLocalStorage(root: string, publicPrefix = '/uploads'): Storage {
  return {
    name: 'local',
    async put(key, body) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, body);
      return { key, url: `${publicPrefix}/${key}` };
    },
  };
}

export function createS3Storage(config: Config['storage']): Storage {
  if (!config.bucket) throw new Error('S3_BUCKET is required for S3 storage');
  const bucket = config.bucket;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
  });
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

export function createStorage(config: Config): Storage {
  return config.storage.bucket
    ? createS3Storage(config.storage)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
