import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Lender } from '@saakh/domain/lenders';
import { lenderModes } from '@saakh/domain/lender-modes';
import { lenderKinds } from '@saakh/domain/offers';
import type { SmartListsResult } from '@saakh/domain/smart-lists';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { useLender } from '../../api/get-lender';
import { useSaveLenderField } from '../../hooks/use-save-lender-field';
import { LenderGroupsSection } from './lender-groups-section';
import { LenderSelect, LenderSwitch, LenderTextField, type SaveLenderField } from './lender-fields';
import { RevenueTable } from './revenue-table';

export type LenderEditorProps = {
  lenderId: number;
  /** The option lists (ticketClass, creditScoreClass) in the interface language, once loaded. */
  smartLists: SmartListsResult | undefined;
  /** Called after any change is saved (the page refreshes the audit history). */
  onSaved?: () => void;
};

const percent = <InputAdornment position="end">%</InputAdornment>;
const rupee = <InputAdornment position="start">₹</InputAdornment>;

const eligibilityTexts = [
  'age_text',
  'employment_text',
  'income_text',
  'min_loan_text',
  'max_loan_text',
  'cibil_text',
] as const;
const trainingTexts = ['mp4_text', 'pptx_text', 'pdf_text'] as const;
const chargeTexts = ['penal_charges', 'bounce_charges', 'foreclosure_charges', 'part_prepayment_charges'] as const;
type BilingualText =
  | (typeof eligibilityTexts)[number]
  | (typeof chargeTexts)[number]
  // What only the lender states on its Key Facts Statement (issue 30), in both languages.
  | 'switching_charges'
  | 'recovery_agents_text'
  | 'co_lending_text'
  | 'lender_journey_text'
  | 'so_text'
  | 'display_name';

/** /admin/lenders/{lenderId} (admin spec §2.3): every lender field, saved on change or on blur. */
export function LenderEditor({ lenderId, smartLists, onSaved }: LenderEditorProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const lender = useLender(lenderId);
  const { save } = useSaveLenderField(lenderId, onSaved);

  const back = (
    <Button component={RouterLink} to="/admin/lenders" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('lenderEdit.back')}
    </Button>
  );

  if (lender.isPending) return <PageLoader label={t('lenderEdit.loading')} />;
  if (lender.isError) {
    const notFound = lender.error instanceof ApiError && lender.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState
          message={notFound ? t('lenderEdit.notFound') : undefined}
          error={lender.error}
          onRetry={notFound ? undefined : () => void lender.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {back}
      <LenderForm lender={lender.data} smartLists={smartLists} onSave={save} onSaved={onSaved} />
    </Stack>
  );
}

type LenderFormProps = {
  lender: Lender;
  smartLists: SmartListsResult | undefined;
  onSave: SaveLenderField;
  onSaved?: () => void;
};

function LenderForm({ lender, smartLists, onSave, onSaved }: LenderFormProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const options = (list: { id: number; value: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.id, label: option.value }));
  const field = (
    property: Parameters<typeof LenderTextField>[0]['property'],
    rest: Omit<Parameters<typeof LenderTextField>[0], 'lender' | 'property' | 'onSave' | 'label'> = {},
  ) => (
    <LenderTextField
      lender={lender}
      property={property}
      label={t(`lenderEdit.fields.${property}`)}
      onSave={onSave}
      {...rest}
    />
  );
  /** An admin-entered text customers or partners read: English and Hindi side by side (decision 025). */
  const bilingual = (property: BilingualText, maxLength: number, multiline = false, hint?: string) => (
    <Grid container spacing={2} size={12} role="group" aria-label={t(`lenderEdit.fields.${property}`)}>
      <Grid size={{ xs: 12, sm: 6 }}>{field(property, { maxLength, multiline, lang: 'en', helperText: hint })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field(`${property}_hi`, {
          maxLength,
          multiline,
          lang: 'hi',
          helperText: lender[property] && !lender[`${property}_hi`] ? t('lenderEdit.hindiMissing') : undefined,
        })}
      </Grid>
    </Grid>
  );
  const toggle = (property: Parameters<typeof LenderSwitch>[0]['property']) => (
    <LenderSwitch lender={lender} property={property} label={t(`lenderEdit.fields.${property}`)} onSave={onSave} />
  );

  return (
    <>
      <Box>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {lender.name}
        </Typography>
        <Typography color="text.secondary">
          {t(`lenders.filter.${lender.product}`)} · {lender.lender_key}
        </Typography>
      </Box>

      <FormSection id="lender-status" title={t('lenderEdit.status')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {toggle('lender_status')}
          {toggle('autosubmission')}
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {bilingual('display_name', 80, false, t('lenderEdit.displayNameHint'))}
        </Grid>
        <Box sx={{ maxWidth: 240 }}>
          {field('priority', { kind: 'integer', helperText: t('lenderEdit.priorityHint') })}
        </Box>
      </FormSection>

      <FormSection id="lender-who-lends" title={t('lenderEdit.whoLends')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lenderEdit.whoLendsHint')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>{field('legal_name', { helperText: t('lenderEdit.legalNameHint'), maxLength: 120 })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LenderSelect
              lender={lender}
              property="lender_kind"
              label={t('lenderEdit.fields.lender_kind')}
              options={lenderKinds.map((kind) => ({ value: kind, label: t(`lenderEdit.kinds.${kind}`) }))}
              nullable
              onSave={onSave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('rbi_registration', { helperText: t('lenderEdit.registrationHint'), maxLength: 40 })}
          </Grid>
        </Grid>
      </FormSection>

      <FormSection id="lender-filter" title={t('lenderEdit.filterCriteria')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('min_income', { kind: 'integer', startAdornment: rupee })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('max_income', { kind: 'integer', startAdornment: rupee })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('min_age', { kind: 'integer' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('max_age', { kind: 'integer' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LenderSelect
              lender={lender}
              property="ticket_class"
              label={t('lenderEdit.fields.ticket_class')}
              options={options(smartLists?.ticketClass)}
              nullable
              onSave={onSave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LenderSelect
              lender={lender}
              property="credit_score_class"
              label={t('lenderEdit.fields.credit_score_class')}
              options={options(smartLists?.creditScoreClass)}
              nullable
              onSave={onSave}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {toggle('salaried')}
              {toggle('self_employed')}
              {toggle('business')}
            </Stack>
          </Grid>
        </Grid>
      </FormSection>

      <FormSection id="lender-loan" title={t('lenderEdit.loanDetails')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('min_amount', {
              kind: 'integer',
              startAdornment: rupee,
              helperText: t('lenderEdit.minAmountHint'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('loan_amount_upto', { kind: 'integer', startAdornment: rupee })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('min_tenure', { kind: 'integer', helperText: t('lenderEdit.monthsHint') })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('tenure', { kind: 'integer', helperText: t('lenderEdit.monthsHint') })}
          </Grid>
          <Grid size={12}>
            {field('cooling_days', { kind: 'integer', helperText: t('lenderEdit.coolingDaysHint') })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('interest_rate', { kind: 'decimal', endAdornment: percent })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('processing_fees', { kind: 'decimal', endAdornment: percent })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('apr_min', { kind: 'decimal', endAdornment: percent })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('apr_max', { kind: 'decimal', endAdornment: percent })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LenderSelect
              lender={lender}
              property="lender_mode"
              label={t('lenderEdit.fields.lender_mode')}
              options={lenderModes.map((mode) => ({ value: mode, label: t(`lenderEdit.modes.${mode}`) }))}
              onSave={onSave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('transaction_url', { helperText: t('lenderEdit.handoffLinkHint'), maxLength: 500 })}
          </Grid>
          <Grid size={12}>{toggle('api')}</Grid>
        </Grid>
      </FormSection>

      <FormSection id="lender-charges" title={t('lenderEdit.charges')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lenderEdit.chargesHint')}
        </Typography>
        <Grid container spacing={2}>
          {chargeTexts.map((property) => (
            <Fragment key={property}>{bilingual(property, 300, true)}</Fragment>
          ))}
        </Grid>
      </FormSection>

      <FormSection id="lender-kfs" title={t('lenderEdit.kfs')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lenderEdit.kfsHint')}
        </Typography>
        <Grid container spacing={2}>
          {bilingual('switching_charges', 300, true)}
          <Grid size={{ xs: 12, md: 4 }}>{field('nodal_officer_name', { maxLength: 120 })}</Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {field('nodal_officer_phone', { maxLength: 24, helperText: t('lenderEdit.nodalPhoneHint') })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{field('nodal_officer_email', { maxLength: 120 })}</Grid>
          {bilingual('recovery_agents_text', 1000, true, t('lenderEdit.recoveryHint'))}
          {bilingual('co_lending_text', 1000, true, t('lenderEdit.coLendingHint'))}
        </Grid>
      </FormSection>

      <FormSection id="lender-eligibility" title={t('lenderEdit.eligibility')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lenderEdit.eligibilityHint')}
        </Typography>
        <Grid container spacing={2}>
          {eligibilityTexts.map((property) => (
            <Fragment key={property}>{bilingual(property, 300)}</Fragment>
          ))}
          {bilingual('lender_journey_text', 2000, true)}
          {trainingTexts.map((property) => (
            <Grid key={property} size={{ xs: 12, md: 4 }}>
              {field(property, { helperText: t('lenderEdit.linkHint'), maxLength: 1000 })}
            </Grid>
          ))}
        </Grid>
      </FormSection>

      <FormSection id="lender-offer" title={t('lenderEdit.specialOffer')}>
        <Grid container spacing={2}>
          <Grid size={12}>{toggle('so_status')}</Grid>
          {bilingual('so_text', 500, true)}
          <Grid size={{ xs: 12, sm: 6 }}>{field('so_date_start', { kind: 'date' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('so_date_end', { kind: 'date' })}</Grid>
        </Grid>
      </FormSection>

      <FormSection id="lender-commissions" title={t('lenderEdit.commissions')}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <LenderGroupsSection lender={lender} onSave={onSave} />
          <RevenueTable lenderId={lender.lender_id} onSaved={onSaved} />
        </Stack>
      </FormSection>
    </>
  );
}
