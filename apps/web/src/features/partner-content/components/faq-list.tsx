import ExpandMoreIcon from '@/components/ui/icons/ExpandMore';
import SearchIcon from '@/components/ui/icons/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqAudience } from '@saakh/domain/partner-content';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePartnerFaqs } from '../api/get-faqs';

const PAGE_SIZE = 20;

/** One audience's questions and answers in order, searched on the server as the partner types. */
export function FaqList({ audience }: { audience: FaqAudience }) {
  const { t, i18n } = useTranslation('partner-content');
  const params = useListParams({
    defaultSort: 'sort_order',
    sorts: ['sort_order'],
    pageSizes: [PAGE_SIZE],
    defaultPageSize: PAGE_SIZE,
  });
  const [typed, setTyped] = useState(params.q);
  const { setSearch, q } = params;
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed, q, setSearch]);
  const faqs = usePartnerFaqs(audience, params.query, i18n.language);
  const pages = faqs.data ? Math.max(1, Math.ceil(faqs.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={t('faqs.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
        sx={{ maxWidth: 480 }}
      />
      {faqs.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : faqs.isError ? (
        <ErrorState error={faqs.error} onRetry={() => void faqs.refetch()} />
      ) : faqs.data.items.length === 0 ? (
        <EmptyState title={q ? t('faqs.noMatch', { q }) : t('faqs.empty')} />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {t('faqs.count', { count: faqs.data.total })}
          </Typography>
          <div>
            {faqs.data.items.map((faq) => (
              <Accordion key={faq.id} disableGutters variant="outlined">
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`faq-${faq.id}-q`}
                  aria-controls={`faq-${faq.id}-a`}
                >
                  <Typography
                    component="h2"
                    sx={{ fontSize: '1rem', fontWeight: 600 }}
                    lang={faq.translated ? undefined : 'en'}
                  >
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${faq.id}-a`}>
                  {!faq.translated ? (
                    <Alert severity="info" icon={false} sx={{ mb: 1, py: 0 }}>
                      {t('faqs.englishOnly')}
                    </Alert>
                  ) : null}
                  <Typography sx={{ whiteSpace: 'pre-wrap' }} lang={faq.translated ? undefined : 'en'}>
                    {faq.answer}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </div>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={params.page}
              onChange={(_event, page) => params.setPage(page)}
              getItemAriaLabel={(type, page) =>
                t(`faqs.pageLabel.${type === 'page' ? 'page' : type === 'next' ? 'next' : 'previous'}`, { page })
              }
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
