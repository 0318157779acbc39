/**
 * The checks a lender's spreadsheet passes before any parser sees it: a known extension, a size within the limit,
 * content that agrees with the extension, and, for .xlsx, a zip whose central directory does not promise more data
 * than a server should inflate. Only headers are read; nothing is inflated.
 */
import { open } from 'node:fs/promises';
import { IngestFileError } from './ingest-file-error';
import { readAt, readZipDirectory, type ZipEntry } from './zip-directory';

export { IngestFileError, type IngestFileErrorCode } from './ingest-file-error';

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export type GuardLimits = {
  maxBytes: number;
  maxZipEntries: number;
  maxUncompressedBytes: number;
  /** Applied to each entry declaring more than 1 MiB: small entries legitimately compress far better or worse. */
  maxCompressionRatio: number;
};

const MiB = 1024 * 1024;

export const defaultGuardLimits: GuardLimits = {
  maxBytes: 25 * MiB,
  maxZipEntries: 1000,
  maxUncompressedBytes: 1024 * MiB,
  maxCompressionRatio: 200,
};

const RATIO_CHECK_MIN_BYTES = MiB;
const SNIFF_BYTES = 64 * 1024;

const signatures = {
  zipLocal: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  zipEmpty: Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  ole2: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  pdf: Buffer.from('%PDF-', 'latin1'),
};

const formatsByExtension: Record<string, SheetFormat> = { xlsx: 'xlsx', xls: 'xls', csv: 'csv' };

/** Extension from the name (.xlsx/.xls/.csv, case-insensitive) else IngestFileError('invalidFileType'). */
export function formatFromName(fileName: string): SheetFormat {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  const format = dot < 0 ? undefined : formatsByExtension[name.slice(dot + 1).toLowerCase()];
  if (!format) throw new IngestFileError('invalidFileType');
  return format;
}

/**
 * Checks a file already on disk before any parsing: size (0 → emptyFile, > maxBytes → fileTooLarge), magic bytes that
 * agree with the extension (fileTypeMismatch), and for .xlsx the zip's central directory, read without inflating
 * anything: at most maxZipEntries entries, at most maxUncompressedBytes declared in all, no entry over 1 MiB
 * compressed beyond maxCompressionRatio (zipBomb), and a workbook part (a renamed .docx or .zip → fileTypeMismatch).
 * Reads only the bytes it needs.
 */
export async function checkSheetFile(
  path: string,
  fileName: string,
  limits: GuardLimits = defaultGuardLimits,
): Promise<SheetFormat> {
  const format = formatFromName(fileName);
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new IngestFileError('emptyFile');
    if (size > limits.maxBytes) throw new IngestFileError('fileTooLarge', { maxBytes: limits.maxBytes, size });
    const head = await readAt(handle, 0, Math.min(size, SNIFF_BYTES));
    if (!contentMatches(format, head)) throw new IngestFileError('fileTypeMismatch', { ext: format });
    if (format === 'xlsx') checkZipEntries(await readZipDirectory(handle, size, limits.maxZipEntries), limits);
    return format;
  } finally {
    await handle.close();
  }
}

function contentMatches(format: SheetFormat, head: Buffer): boolean {
  const startsWith = (signature: Buffer) => head.subarray(0, signature.length).equals(signature);
  switch (format) {
    case 'xlsx':
      return startsWith(signatures.zipLocal);
    case 'xls':
      return startsWith(signatures.ole2);
    case 'csv':
      // Text has no NUL byte (UTF-16 exports have them too, and the CSV reader expects UTF-8).
      return !Object.values(signatures).some(startsWith) && !head.includes(0);
  }
}

function checkZipEntries(entries: ZipEntry[], limits: GuardLimits): void {
  let declaredBytes = 0;
  for (const { name, compressedSize, uncompressedSize } of entries) {
    declaredBytes += uncompressedSize;
    if (declaredBytes > limits.maxUncompressedBytes) throw new IngestFileError('zipBomb', { declaredBytes });
    if (uncompressedSize > RATIO_CHECK_MIN_BYTES && uncompressedSize > compressedSize * limits.maxCompressionRatio) {
      throw new IngestFileError('zipBomb', { entry: name, uncompressedSize, compressedSize });
    }
  }
  if (!entries.some(({ name }) => name.toLowerCase() === 'xl/workbook.xml')) {
    throw new IngestFileError('fileTypeMismatch', { ext: 'xlsx' });
  }
}
