/**
 * Many embedded databases started from one archive of a data directory (PGlite's `dumpDataDir('none')`, a tar), as the
 * API tests start a copy of the migrated template per test file. The archive is read into memory once; each copy
 * writes its files straight into its own in-memory file system before PostgreSQL starts. PGlite's `loadDataDir` would
 * stream a Blob through its tar reader and grow every file as it goes, for each copy: about half the time of opening
 * one (README, Testing).
 */
import { MemoryFS, PGlite } from '@electric-sql/pglite';

type ArchiveEntry = { path: string; directory: boolean; data: Uint8Array };

/** The entries of a data directory's tar, in archive order (a directory before what it holds). */
export type DataDirArchive = { readonly entries: readonly ArchiveEntry[] };

const blockSize = 512;

function field(header: Uint8Array, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** Reads a ustar archive as PGlite writes it: regular files and directories, names with an optional prefix. */
export function readDataDirArchive(tar: Uint8Array): DataDirArchive {
  const entries: ArchiveEntry[] = [];
  let offset = 0;
  while (offset + blockSize <= tar.length) {
    const header = tar.subarray(offset, offset + blockSize);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 0x30);
    offset += blockSize;
    const relative = name.replace(/^\/+/, '').replace(/\/+$/, '');
    if (type === '5') entries.push({ path: relative, directory: true, data: new Uint8Array(0) });
    else if (type === '0' || type === '\0') {
      entries.push({ path: relative, directory: false, data: tar.subarray(offset, offset + size) });
    } else throw new Error(`Unexpected tar entry type ${JSON.stringify(type)} for ${relative}`);
    offset += Math.ceil(size / blockSize) * blockSize;
  }
  if (!entries.some((entry) => entry.path === 'PG_VERSION')) throw new Error('Not a PostgreSQL data directory archive');
  return { entries };
}

/**
 * An in-memory file system that holds a copy of the archive's data directory when PostgreSQL starts, so PGlite
 * resumes that database. Each file gets its own copy of its bytes (the database writes into them).
 */
export class ArchiveMemoryFS extends MemoryFS {
  readonly #archive: DataDirArchive;

  constructor(archive: DataDirArchive) {
    super();
    this.#archive = archive;
  }

  override async initialSyncFs(): Promise<void> {
    const pg = this.pg;
    if (!pg) throw new Error('The file system was not started by PGlite');
    const fs = pg.Module.FS;
    for (const entry of this.#archive.entries) {
      const target = `${PGlite.paths.PGDATA}/${entry.path}`;
      if (entry.directory) fs.mkdirTree(target);
      else fs.writeFile(target, new Uint8Array(entry.data), { canOwn: true });
    }
  }
}
