import DownloadIcon from '@/components/ui/icons/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { IngestKind } from '@saakh/domain/ingestion';
import { ingestTemplateHref } from '../api/get-ingest-template';

export type TemplateLinkProps = { kind: IngestKind };

/** The kind's .xlsx template: the columns Saakh reads, an example row and notes. */
export function TemplateLink({ kind }: TemplateLinkProps) {
  const { t } = useTranslation('lender-files');
  return (
    <Button
      component="a"
      href={ingestTemplateHref(kind)}
      download
      variant="outlined"
      startIcon={<DownloadIcon />}
      data-testid={`ingest-template-${kind}`}
    >
      {t('template.download', { file: t(`kinds.${kind}.file`) })}
    </Button>
  );
}
