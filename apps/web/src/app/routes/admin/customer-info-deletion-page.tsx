import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { ErasurePreview } from '@/features/customer-erasure/components/erasure-preview';
import {
  ErasureRequestsTable,
  erasureRequestListParams,
} from '@/features/customer-erasure/components/erasure-requests-table';
import { ErasureSearch } from '@/features/customer-erasure/components/erasure-search';

/**
 * /admin/customer-info-deletion (role 1): find a customer, see what an erasure erases and keeps, erase; customers'
 * pending requests below, each opening into the same preview. The search and the opened customer are in the URL.
 */
export function CustomerInfoDeletionPage() {
  const { t } = useTranslation('customer-info-deletion');
  const [searchParams, setSearchParams] = useSearchParams();
  const requestParams = useListParams(erasureRequestListParams);
  const q = searchParams.get('q') ?? '';
  const opened = Number(searchParams.get('customer'));
  const userId = Number.isInteger(opened) && opened > 0 ? opened : null;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearchParams],
  );
  const open = useCallback((id: number) => update({ customer: String(id) }), [update]);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('description')} />
      <ErasureSearch
        key={q}
        q={q}
        onSearch={(value) => update({ q: value, customer: null })}
        onOpen={(customer) => open(customer.id)}
      />
      {userId !== null ? <ErasurePreview key={userId} userId={userId} /> : null}
      <Divider />
      <Stack spacing={1} component="section" aria-labelledby="erasure-requests-title">
        <Typography id="erasure-requests-title" variant="h6" component="h2">
          {t('requests.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('requests.description')}
        </Typography>
        <ErasureRequestsTable params={requestParams} onOpen={open} />
      </Stack>
    </Stack>
  );
}
