/**
 * The funnel a partner builds: which tracked steps to follow (in the journey's order), filtered by tracking link,
 * campaign and product over a period; a chart and a table with each step's conversion. Every choice is in the URL.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { customFunnelSteps, type CustomFunnel, type CustomFunnelStep } from '@saakh/domain/partner-insights';
import { reportProducts } from '@saakh/domain/reporting';
import { Chart } from '@/components/ui/chart';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ErrorState } from '@/components/ui/error-state';
import { useCustomFunnel } from '../api/get-custom-funnel';
import { useInsightOptions } from '../api/get-insight-options';

type FunnelRow = CustomFunnel['steps'][number];

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The steps in the URL (`steps=a,b`), in the journey's order; all of them when none or fewer than two are named. */
export function stepsFromParam(value: string | null): CustomFunnelStep[] {
  const named = new Set((value ?? '').split(','));
  const steps = customFunnelSteps.filter((step) => named.has(step));
  return steps.length >= 2 ? steps : [...customFunnelSteps];
}

export type FunnelBuilderProps = {
  range: { preset?: string; from?: string; to?: string } | null;
  partnerId: string | undefined;
};

export function FunnelBuilder({ range, partnerId }: FunnelBuilderProps) {
  const { t } = useTranslation('partner-insights');
  const [search, setSearch] = useSearchParams();
  const options = useInsightOptions();
  const steps = stepsFromParam(search.get('steps'));
  const linkId = search.get('linkId') ?? undefined;
  const campaign = search.get('campaign') ?? undefined;
  const product = search.get('product') ?? undefined;

  const set = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const toggle = (step: CustomFunnelStep, on: boolean) => {
    const chosen = customFunnelSteps.filter((item) => (item === step ? on : steps.includes(item)));
    // Fewer than two steps is no funnel: the last two stay chosen.
    if (chosen.length < 2) return;
    set('steps', chosen.length === customFunnelSteps.length ? null : chosen.join(','));
  };

  const request = range
    ? Object.fromEntries(
        Object.entries({
          ...range,
          partnerId,
          linkId,
          campaign,
          product,
          steps: steps.join(','),
        }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      )
    : null;
  const funnel = useCustomFunnel(request);
  const data = funnel.data;

  const columns = useMemo<DataTableColumn<FunnelRow>[]>(
    () => [
      {
        id: 'step',
        header: t('funnelBuilder.columns.step'),
        rowHeader: true,
        cell: (row) => t(`funnelBuilder.steps.${row.step}`),
      },
      {
        id: 'value',
        header: t('funnelBuilder.columns.value'),
        align: 'right',
        cell: (row) => counts.format(row.value),
      },
      {
        id: 'conversion',
        header: t('funnelBuilder.columns.conversion'),
        align: 'right',
        cell: (row) => percent(row.conversion),
      },
      {
        id: 'overall',
        header: t('funnelBuilder.columns.overall'),
        align: 'right',
        cell: (row) => percent(row.overall),
      },
    ],
    [t],
  );

  const links = options.data?.links ?? [];
  const campaigns = options.data?.campaigns ?? [];
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('funnelBuilder.stepsLabel')}</FormLabel>
        <FormGroup row>
          {customFunnelSteps.map((step) => (
            <FormControlLabel
              key={step}
              control={
                <Checkbox
                  checked={steps.includes(step)}
                  onChange={(event) => toggle(step, event.target.checked)}
                  disabled={steps.includes(step) && steps.length <= 2}
                />
              }
              label={t(`funnelBuilder.steps.${step}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{t('funnelBuilder.stepsHint')}</FormHelperText>
      </FormControl>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <FilterSelect
          label={t('funnelBuilder.linkFilter')}
          value={linkId}
          allLabel={t('funnelBuilder.allLinks')}
          options={links.map((link) => ({ value: String(link.id), label: `${link.campaign} (${link.code})` }))}
          onChange={(value) => set('linkId', value)}
        />
        <FilterSelect
          label={t('funnelBuilder.campaignFilter')}
          value={campaign}
          allLabel={t('funnelBuilder.allCampaigns')}
          options={campaigns.map((name) => ({ value: name, label: name }))}
          onChange={(value) => set('campaign', value)}
        />
        <FilterSelect
          label={t('funnelBuilder.productFilter')}
          value={product}
          allLabel={t('products.any')}
          options={reportProducts.map((item) => ({ value: item, label: t(`products.${item}`) }))}
          onChange={(value) => set('product', value)}
        />
      </Stack>
      {funnel.isError && !data ? (
        <ErrorState error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('funnelBuilder.chartTitle')}
            </Typography>
            {data ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t(`funnelBuilder.basis.${data.basis}`)}
              </Typography>
            ) : null}
            <Chart
              kind="bar"
              layout="horizontal"
              title={t('funnelBuilder.chartTitle')}
              xLabels={(data?.steps ?? []).map((row) => t(`funnelBuilder.steps.${row.step}`))}
              series={[{ label: t('funnelBuilder.columns.value'), data: (data?.steps ?? []).map((row) => row.value) }]}
              loading={!data}
              emptyTitle={t('funnelBuilder.empty')}
            />
          </Paper>
          <DataTable
            id="partner-custom-funnel"
            label={t('funnelBuilder.tableLabel')}
            columns={columns}
            result={{ ...funnel, data: data?.steps }}
            rowKey={(row) => row.step}
            emptyTitle={t('funnelBuilder.empty')}
          />
        </>
      )}
    </Stack>
  );
}
