/**
 * The upload box of every lender file: a spreadsheet (.xlsx, .xls, .csv) chosen and sent with progress. The kit's
 * FileUpload says 'Invalid file type' (and clears the choice) or 'No file selected', keeps Upload disabled until a
 * valid file is chosen and loading while it goes; on success the choice is cleared, the server's message toasted and
 * the history read again (admin spec §2.6, §4, §5).
 */
import { useTranslation } from 'react-i18next';
import {
  INGEST_ACCEPTED_EXTENSIONS,
  INGEST_DEFAULT_MAX_BYTES,
  type IngestFile,
  type IngestKind,
} from '@saakh/domain/ingestion';
import { FileUpload, formatBytes } from '@/components/ui/file-upload';
import { useUploadLenderFile } from '../api/upload-ingest-file';

/** The largest lender file sent: the server's default limit (it decides in the end, with a clear 413). */
export const LENDER_FILE_MAX_BYTES = INGEST_DEFAULT_MAX_BYTES;

export type LenderFileUploadProps = {
  kind: IngestKind;
  /** The file the server took, to follow its check. */
  onUploaded: (file: IngestFile) => void;
  disabled?: boolean;
};

export function LenderFileUpload({ kind, onUploaded, disabled }: LenderFileUploadProps) {
  const { t } = useTranslation('lender-files');
  const upload = useUploadLenderFile(kind);
  return (
    <FileUpload
      label={t(`kinds.${kind}.file`)}
      extensions={INGEST_ACCEPTED_EXTENSIONS}
      maxBytes={LENDER_FILE_MAX_BYTES}
      helper={t('upload.helper', {
        types: INGEST_ACCEPTED_EXTENSIONS.join(', '),
        max: formatBytes(LENDER_FILE_MAX_BYTES),
      })}
      uploadLabel={t('upload.submit')}
      disabled={disabled}
      inputTestId={`lender-file-input-${kind}`}
      upload={(file, options) => upload.mutateAsync({ file, options })}
      onUploaded={({ file }) => onUploaded(file)}
    />
  );
}
