/** Why a whole lender file is refused, as a message key the import shows in the uploader's language. */
import type { MessageKey } from '@saakh/domain/messages';

/** Every code must be a message key: the constraint fails to compile when one is missing from the catalogue. */
type MessageKeys<K extends MessageKey> = K;

export type IngestFileErrorCode = MessageKeys<
  // Refused before or while reading (file-guard, sheet-reader).
  | 'invalidFileType'
  | 'fileTypeMismatch'
  | 'fileTooLarge'
  | 'emptyFile'
  | 'zipBomb'
  | 'unreadableFile'
  | 'tooManyRows'
  // Refused on what the sheet holds (engine).
  | 'missingColumns'
  | 'noHeaderRow'
  | 'noDataRows'
>;

/** A reason to refuse a whole file; `code` is a message key, `params` fill its placeholders and tell the logs why. */
export class IngestFileError extends Error {
  readonly code: IngestFileErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: IngestFileErrorCode, params: Record<string, string | number> = {}, options?: { cause?: unknown }) {
    super(code, options);
    this.name = 'IngestFileError';
    this.code = code;
    this.params = params;
  }
}
