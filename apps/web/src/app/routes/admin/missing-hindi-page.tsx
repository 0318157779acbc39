import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { MissingHindiTable, missingHindiListParams } from '@/features/hindi-content/components/missing-hindi-table';

/** /admin/missing-hindi: what admins entered in English that customers reading Hindi still see in English. */
export function MissingHindiPage() {
  const { t } = useTranslation('hindi-content');
  const params = useListParams(missingHindiListParams);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <MissingHindiTable params={params} />
    </Stack>
  );
}
