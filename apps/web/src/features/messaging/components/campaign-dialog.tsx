/**
 * A new campaign: a template, a segment (product, application status, partner, sign-up or application dates,
 * language) with its live recipient count on the template's channel, and now or a time. The request is checked by
 * the domain schema the API uses; a refusal shows under its field.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@saakh/domain/applications';
import { campaignInputSchema, segmentSchema, type CampaignInput } from '@saakh/domain/messaging';
import { loanProductCodes } from '@saakh/domain/product-types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAudienceCount } from '../api/count-audience';
import { useCreateCampaign } from '../api/create-campaign';
import { usePartnerChoices } from '../api/get-partner-options';
import { useTemplates } from '../api/get-templates';

type Segment = {
  product: string;
  status: string;
  partnerId: string;
  dateOf: string;
  from: string;
  to: string;
  language: string;
};

const emptySegment: Segment = {
  product: '',
  status: '',
  partnerId: '',
  dateOf: 'signup',
  from: '',
  to: '',
  language: '',
};

export function CampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['messaging', 'domain']);
  const titleId = useId();
  const templates = useTemplates({ page: 1, pageSize: 200, sort: 'name', state: 'active' });
  const partners = usePartnerChoices();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [segment, setSegment] = useState<Segment>(emptySegment);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const choices = (templates.data?.items ?? []).filter((template) => !template.event);
  const template = choices.find((item) => String(item.id) === templateId);
  const parsedSegment = segmentSchema.safeParse(segment);
  const deferred = useDeferredValue(
    template && parsedSegment.success
      ? { channel: template.channel, category: template.category, segment: parsedSegment.data }
      : null,
  );
  const audience = useAudienceCount(deferred);
  const message = (key: string | undefined) => (key ? t(key, { ns: 'domain' }) : undefined);

  const input = useMemo(
    () => ({
      name,
      template_id: templateId,
      segment,
      send_at: when === 'later' && sendAt ? new Date(sendAt).toISOString() : when === 'later' ? 'invalid' : null,
    }),
    [name, templateId, segment, when, sendAt],
  );

  const setSegmentField = (field: keyof Segment, value: string) =>
    setSegment((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = campaignInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data as CampaignInput);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      } else {
        setFormError(errorMessage(error, t('anErrorOccurred', { ns: 'domain' })));
      }
    }
  };

  const fieldError = (field: string) => {
    const key = errors[field];
    return key ? (message(key) ?? key) : undefined;
  };

  const select = (
    field: keyof Segment,
    label: string,
    options: { value: string; label: string }[],
    allLabel: string,
  ) => (
    <TextField
      select
      fullWidth
      label={label}
      value={segment[field]}
      onChange={(event) => setSegmentField(field, event.target.value)}
      error={Boolean(fieldError(`segment.${field}`))}
      helperText={fieldError(`segment.${field}`)}
      slotProps={{ htmlInput: { 'data-testid': `segment-${field}` } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('campaigns.createTitle')}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          {templates.isError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('campaigns.templatesFailed')}
            </Alert>
          ) : null}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label={t('campaigns.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={Boolean(fieldError('name'))}
                helperText={fieldError('name')}
                slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'campaign-name' } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                select
                fullWidth
                required
                label={t('campaigns.template')}
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value)}
                error={Boolean(fieldError('template_id'))}
                helperText={fieldError('template_id') ?? t('campaigns.templateHint')}
                slotProps={{ htmlInput: { 'data-testid': 'campaign-template' } }}
              >
                {choices.map((item) => (
                  <MenuItem key={item.id} value={String(item.id)}>
                    {`${item.name} · ${t(`channel.${item.channel}`)} · ${t(`category.${item.category}`)}`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3">
                {t('campaigns.segment')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'product',
                t('segment.product'),
                loanProductCodes.map((value) => ({ value, label: t(`product.${value}`) })),
                t('segment.anyProduct'),
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'status',
                t('segment.status'),
                applicationStatuses.map((value) => ({ value, label: t(`applicationStatus.${value}`) })),
                t('segment.anyStatus'),
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'partnerId',
                t('segment.partner'),
                (partners.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name })),
                t('segment.anyPartner'),
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'language',
                t('segment.language'),
                [
                  { value: 'en', label: t('language.en') },
                  { value: 'hi', label: t('language.hi') },
                ],
                t('segment.anyLanguage'),
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                label={t('segment.dateOf')}
                value={segment.dateOf}
                onChange={(event) => setSegmentField('dateOf', event.target.value)}
              >
                <MenuItem value="signup">{t('segment.signup')}</MenuItem>
                <MenuItem value="application">{t('segment.application')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                fullWidth
                type="date"
                label={t('segment.from')}
                value={segment.from}
                onChange={(event) => setSegmentField('from', event.target.value)}
                error={Boolean(fieldError('segment.from'))}
                helperText={fieldError('segment.from')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                fullWidth
                type="date"
                label={t('segment.to')}
                value={segment.to}
                onChange={(event) => setSegmentField('to', event.target.value)}
                error={Boolean(fieldError('segment.to')) || !parsedSegment.success}
                helperText={
                  fieldError('segment.to') ??
                  (!parsedSegment.success ? message(parsedSegment.error.issues[0]?.message) : undefined)
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <Alert
                severity={fieldError('segment') ? 'error' : 'info'}
                role="status"
                aria-live="polite"
                data-testid="campaign-recipients"
              >
                {fieldError('segment') ??
                  (!template
                    ? t('campaigns.chooseTemplate')
                    : audience.isError
                      ? t('campaigns.countFailed')
                      : audience.data
                        ? t('campaigns.recipients', { count: audience.data.recipients })
                        : t('campaigns.counting'))}
              </Alert>
            </Grid>
            <Grid size={12}>
              <RadioGroup
                row
                value={when}
                onChange={(event) => setWhen(event.target.value as 'now' | 'later')}
                aria-label={t('campaigns.when')}
              >
                <FormControlLabel value="now" control={<Radio />} label={t('campaigns.now')} />
                <FormControlLabel value="later" control={<Radio />} label={t('campaigns.later')} />
              </RadioGroup>
              {template?.category === 'promotional' ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('campaigns.quietHours')}
                </Typography>
              ) : null}
            </Grid>
            {when === 'later' ? (
              <Grid size={12}>
                <TextField
                  fullWidth
                  required
                  type="datetime-local"
                  label={t('campaigns.sendAt')}
                  value={sendAt}
                  onChange={(event) => setSendAt(event.target.value)}
                  error={Boolean(fieldError('send_at'))}
                  helperText={fieldError('send_at')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'campaign-send-at' } }}
                />
              </Grid>
            ) : null}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending} data-testid="campaign-submit">
            {t(when === 'now' ? 'campaigns.sendNow' : 'campaigns.schedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
