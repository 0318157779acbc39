/**
 * The zip container of .xlsx files, read from its central directory with random access (PKWARE APPNOTE 6.3): the
 * guard checks what the directory declares without inflating anything, and the reader opens only the parts it needs,
 * in the order it needs them, never inflating more than an entry declares.
 */
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { PassThrough, Transform, pipeline, type Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { IngestFileError } from './ingest-file-error';

export type ZipEntry = {
  /** The entry's path with '/' separators, as written in the directory. */
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const ZIP64_EXTRA_ID = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;

export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Every entry of the central directory. More entries than `maxEntries`, declared or found, is a zip bomb; so are
 * Zip64 markers without the Zip64 records they announce, and 64-bit sizes beyond 2^53. A missing or broken directory
 * is an unreadable file.
 */
export async function readZipDirectory(handle: FileHandle, fileSize: number, maxEntries: number): Promise<ZipEntry[]> {
  const directory = await findDirectory(handle, fileSize);
  if (directory.entries > maxEntries) throw new IngestFileError('zipBomb', { entries: directory.entries });
  if (directory.offset + directory.size > fileSize) throw new IngestFileError('unreadableFile');

  // The directory is at most the file's size, which the guard has bounded.
  const records = await readAt(handle, directory.offset, directory.size);
  const entries: ZipEntry[] = [];
  let position = 0;
  while (position < records.length) {
    if (
      position + CENTRAL_HEADER_SIZE > records.length ||
      records.readUInt32LE(position) !== CENTRAL_HEADER_SIGNATURE
    ) {
      throw new IngestFileError('unreadableFile');
    }
    if (entries.length === maxEntries) throw new IngestFileError('zipBomb', { entries: entries.length + 1 });
    const nameLength = records.readUInt16LE(position + 28);
    const extraLength = records.readUInt16LE(position + 30);
    const commentLength = records.readUInt16LE(position + 32);
    const nameStart = position + CENTRAL_HEADER_SIZE;
    const extraStart = nameStart + nameLength;
    const sizes = declaredSizes(records, position, records.subarray(extraStart, extraStart + extraLength));
    entries.push({
      // Some Windows tools write backslashes; OPC part names use '/'.
      name: records.toString('utf8', nameStart, extraStart).replaceAll('\\', '/'),
      flags: records.readUInt16LE(position + 8),
      method: records.readUInt16LE(position + 10),
      crc32: records.readUInt32LE(position + 16),
      ...sizes,
    });
    position = extraStart + extraLength + commentLength;
  }
  return entries;
}

type Directory = { entries: number; offset: number; size: number };

/**
 * The End Of Central Directory record: the last 22 bytes plus a comment of up to 64 KiB, so it is searched for in the
 * last 65,557 bytes. Fields saturated at 0xFFFF / 0xFFFFFFFF mean the real values are in the Zip64 record.
 */
async function findDirectory(handle: FileHandle, fileSize: number): Promise<Directory> {
  const tailLength = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);
  let at = -1;
  for (let index = tail.length - EOCD_SIZE; index >= 0; index -= 1) {
    if (
      tail.readUInt32LE(index) === EOCD_SIGNATURE &&
      index + EOCD_SIZE + tail.readUInt16LE(index + 20) <= tail.length
    ) {
      at = index;
      break;
    }
  }
  if (at < 0) throw new IngestFileError('unreadableFile');
  // Spanned (multi-disk) archives are not workbooks.
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) throw new IngestFileError('unreadableFile');

  const directory: Directory = {
    entries: tail.readUInt16LE(at + 10),
    size: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
  };
  if (directory.entries !== U16_MAX && directory.size !== U32_MAX && directory.offset !== U32_MAX) return directory;
  return findZip64Directory(handle, tailStart + at);
}

async function findZip64Directory(handle: FileHandle, eocdPosition: number): Promise<Directory> {
  const missing = () => new IngestFileError('zipBomb', { zip64: 'missing' });
  if (eocdPosition < ZIP64_LOCATOR_SIZE) throw missing();
  const locator = await readAt(handle, eocdPosition - ZIP64_LOCATOR_SIZE, ZIP64_LOCATOR_SIZE);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) throw missing();
  const recordPosition = safeNumber(locator.readBigUInt64LE(8));
  if (recordPosition + ZIP64_EOCD_SIZE > eocdPosition) throw missing();
  const record = await readAt(handle, recordPosition, ZIP64_EOCD_SIZE);
  if (record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) throw missing();
  return {
    entries: safeNumber(record.readBigUInt64LE(32)),
    size: safeNumber(record.readBigUInt64LE(40)),
    offset: safeNumber(record.readBigUInt64LE(48)),
  };
}

/**
 * An entry's declared sizes and offset; a field saturated at 0xFFFFFFFF is in the Zip64 extra field, which holds, in
 * this order, only the saturated ones among the uncompressed size, the compressed size and the local header's offset.
 */
function declaredSizes(
  records: Buffer,
  position: number,
  extra: Buffer,
): Pick<ZipEntry, 'compressedSize' | 'uncompressedSize' | 'localHeaderOffset'> {
  let compressedSize = records.readUInt32LE(position + 20);
  let uncompressedSize = records.readUInt32LE(position + 24);
  let localHeaderOffset = records.readUInt32LE(position + 42);
  if (uncompressedSize !== U32_MAX && compressedSize !== U32_MAX && localHeaderOffset !== U32_MAX) {
    return { compressedSize, uncompressedSize, localHeaderOffset };
  }
  const zip64 = zip64Extra(extra);
  let cursor = 0;
  const next = (): number => {
    if (!zip64 || cursor + 8 > zip64.length) throw new IngestFileError('zipBomb', { zip64: 'missing' });
    const value = safeNumber(zip64.readBigUInt64LE(cursor));
    cursor += 8;
    return value;
  };
  if (uncompressedSize === U32_MAX) uncompressedSize = next();
  if (compressedSize === U32_MAX) compressedSize = next();
  if (localHeaderOffset === U32_MAX) localHeaderOffset = next();
  return { compressedSize, uncompressedSize, localHeaderOffset };
}

function zip64Extra(extra: Buffer): Buffer | undefined {
  let position = 0;
  while (position + 4 <= extra.length) {
    const id = extra.readUInt16LE(position);
    const length = extra.readUInt16LE(position + 2);
    if (id === ZIP64_EXTRA_ID) return extra.subarray(position + 4, position + 4 + length);
    position += 4 + length;
  }
  return undefined;
}

/** 64-bit sizes beyond 2^53 are no spreadsheet's: refuse them rather than lose precision. */
function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new IngestFileError('zipBomb', { zip64: 'oversized' });
  return Number(value);
}

/**
 * An entry's content as UTF-8 text chunks (split between characters, never inside one). Inflating past the size
 * the directory declared fails with zipBomb: the guard vetted declared sizes, so a file that lies is stopped here.
 * Content that ends short of its size or fails its CRC-32 is unreadable.
 * `onBytes` receives the count of compressed bytes each read takes from the file.
 */
export async function openEntryText(
  path: string,
  handle: FileHandle,
  entry: ZipEntry,
  onBytes: (bytes: number) => void,
): Promise<Readable> {
  if (entry.flags & FLAG_ENCRYPTED) throw new IngestFileError('unreadableFile', { entry: entry.name });
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATED) {
    throw new IngestFileError('unreadableFile', { entry: entry.name, method: entry.method });
  }
  const header = await readAt(handle, entry.localHeaderOffset, LOCAL_HEADER_SIZE);
  if (header.length < LOCAL_HEADER_SIZE || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
    throw new IngestFileError('unreadableFile', { entry: entry.name });
  }
  const dataStart = entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);

  let produced = 0;
  let checksum = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      produced += chunk.length;
      checksum = crc32(chunk, checksum);
      if (produced > entry.uncompressedSize) callback(new IngestFileError('zipBomb', { entry: entry.name }));
      else callback(null, chunk);
    },
    // Deflate can turn damaged bytes into plausible text: the checksum tells.
    flush(callback) {
      const whole = produced === entry.uncompressedSize && checksum === entry.crc32;
      callback(whole ? null : new IngestFileError('unreadableFile', { entry: entry.name }));
    },
  });
  capped.setEncoding('utf8');
  if (entry.compressedSize === 0) {
    // createReadStream cannot read an empty range (`end` is inclusive).
    return pipeline(new PassThrough().end(), capped, ignoreError);
  }
  const raw = createReadStream(path, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
  raw.on('data', (chunk) => onBytes(chunk.length));
  return entry.method === METHOD_DEFLATED
    ? pipeline(raw, createInflateRaw(), capped, ignoreError)
    : pipeline(raw, capped, ignoreError);
}

/** pipeline() destroys the last stream with the error, so whoever iterates it sees the error there. */
function ignoreError(): void {}
