/**
 * The upload box of every lender file: a spreadsheet (.xlsx, .xls, .csv) chosen and sent with progress. The kit's
 * FileUpload says 'Invalid file type' (and clears the choice) or 'No file selected', keeps Upload disabled until a
 * valid file is chosen and loading while it goes; on success the choice is cleared, the server's message toasted and
 * the history read again (admin spec §2.6, §4, §5).
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INGEST_ACCEPTED_EXTENSIONS,
  INGEST_DEFAULT_MAX_BYTES,
  type IngestFile,
  type IngestKind,
} from '@saakh/domain/ingestion';
import { FileUpload, formatBytes } from '@/components/ui/file-upload';
import { useFileLenders } from '../api/get-file-lenders';
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
  const lenders = useFileLenders();
  // The lender the file is from: its file profile reads the file (decision 046); none reads it by the template.
  const [lenderId, setLenderId] = useState('');
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('upload.lender')}
        helperText={t('upload.lenderHelp')}
        value={lenderId}
        disabled={disabled}
        onChange={(event) => setLenderId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 420 }}
      >
        <option value="">{t('upload.anyLender')}</option>
        {(lenders.data ?? []).map((lender) => (
          <option key={lender.id} value={lender.id}>
            {`${lender.name} (${lender.product})`}
          </option>
        ))}
      </TextField>
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
        upload={(file, options) =>
          upload.mutateAsync({ file, options, lenderId: lenderId === '' ? null : Number(lenderId) })
        }
        onUploaded={({ file }) => onUploaded(file)}
      />
    </Stack>
  );
}
