import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type FileRowCellProps = { fileName: string; rowNumber: number };

/** Where a reconciliation row came from: the uploaded file's name and the row's number in it. */
export function FileRowCell({ fileName, rowNumber }: FileRowCellProps) {
  const { t } = useTranslation('lender-files');
  return (
    <>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {fileName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('exceptions.rowNumber', { row: rowNumber })}
      </Typography>
    </>
  );
}
