/** Finds a customer by mobile number, PAN or application id and lists them masked, each to be opened. */
import SearchIcon from '@/components/ui/icons/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { erasureSearchQuerySchema, type ErasureCustomer } from '@saakh/domain/customer-erasure';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { useErasureSearch } from '../api/search-erasure-customers';
import { CustomerFacts } from './customer-facts';

export type ErasureSearchProps = {
  /** The search in the URL ('' before one is made). */
  q: string;
  onSearch: (q: string) => void;
  onOpen: (customer: ErasureCustomer) => void;
};

export function ErasureSearch({ q, onSearch, onOpen }: ErasureSearchProps) {
  const { t, i18n } = useTranslation(['customer-info-deletion', 'domain']);
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useErasureSearch(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblems(erasureSearchQuerySchema, { q: text }).q;
    setProblem(found ?? null);
    if (!found) onSearch(erasureSearchQuerySchema.parse({ q: text }).q);
  };

  const notFound = search.error instanceof ApiError && search.error.status === 404;
  return (
    <Stack spacing={2} component="section" aria-labelledby="erasure-search-title">
      <Typography id="erasure-search-title" variant="h6" component="h2">
        {t('search.title')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate>
        <TextField
          label={t('search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem !== null}
          helperText={problem ? t(problem, { ns: 'domain', defaultValue: problem }) : t('search.helper')}
          inputProps={{ maxLength: 40, autoComplete: 'off', spellCheck: false }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
        >
          {t('search.submit')}
        </Button>
      </Stack>
      {q === '' ? null : search.isPending ? (
        <PageLoader label={t('search.loading')} minHeight={80} />
      ) : notFound ? (
        <Typography role="status">{t('search.none')}</Typography>
      ) : search.isError ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : (
        <Stack spacing={1} role="list" aria-label={t('search.results')}>
          {search.data.map((customer) => (
            <Card key={customer.id} variant="outlined" role="listitem" data-testid={`erasure-customer-${customer.id}`}>
              <CardContent>
                <CustomerFacts customer={customer} />
                {customer.erased_at ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('customer.erasedOn', { date: formatDate(customer.erased_at, i18n.language) })}
                  </Typography>
                ) : null}
              </CardContent>
              <CardActions>
                <Button
                  onClick={() => onOpen(customer)}
                  aria-label={t('search.openLabel', { mobile: customer.mobile })}
                >
                  {t('search.open')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
