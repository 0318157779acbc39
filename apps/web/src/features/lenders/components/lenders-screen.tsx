import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loanProductCodes } from '@saakh/domain/product-types';
import type { SmartListOption, SmartListsResult } from '@saakh/domain/smart-lists';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useLenders, type LenderFilter } from '../api/get-lenders';
import { AddLenderDialog } from './add-lender-dialog';
import { LendersTable } from './lenders-table';

const noOptions: readonly SmartListOption[] = [];

const filters = ['all', ...loanProductCodes] as const satisfies readonly LenderFilter[];

function parseFilter(value: string | null): LenderFilter {
  return (filters as readonly string[]).includes(value ?? '') ? (value as LenderFilter) : 'all';
}

export type LendersScreenProps = {
  /** The option lists (ticketClass, creditScoreClass) in the interface language, once loaded. */
  smartLists: SmartListsResult | undefined;
};

/** /admin/lenders (admin spec §2.2): the product filter, a name search, Add Lender and the table. */
export function LendersScreen({ smartLists }: LendersScreenProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const lenders = useLenders(filter);
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());

  const visible = useMemo(
    () =>
      query === ''
        ? (lenders.data ?? [])
        : (lenders.data ?? []).filter((lender) => lender.name.toLowerCase().includes(query)),
    [lenders.data, query],
  );

  const changeFilter = (next: LenderFilter | null) => {
    if (!next) return;
    setParams(next === 'all' ? {} : { filter: next }, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('lenders.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('lenders.add')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            onChange={(_event, next: LenderFilter | null) => changeFilter(next)}
            aria-label={t('lenders.filterLabel')}
          >
            {filters.map((code) => (
              <ToggleButton key={code} value={code} sx={{ whiteSpace: 'nowrap' }}>
                {t(`lenders.filter.${code}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <TextField
          size="small"
          type="search"
          label={t('lenders.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {lenders.isFetching && !lenders.isPending ? <LinearProgress aria-label={t('lenders.loading')} /> : null}
      {lenders.isPending ? (
        <PageLoader label={t('lenders.loading')} />
      ) : lenders.isError ? (
        <ErrorState message={errorMessage(lenders.error, t('loadFailed'))} onRetry={() => void lenders.refetch()} />
      ) : (
        <LendersTable
          lenders={visible}
          ticketOptions={smartLists?.ticketClass ?? noOptions}
          scoreOptions={smartLists?.creditScoreClass ?? noOptions}
          resetKey={`${filter}:${query}`}
        />
      )}

      <AddLenderDialog
        open={adding}
        defaultProduct={filter === 'all' ? 'pl' : filter}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
