/**
 * A new campaign: a template, a segment (product, application status, partner, sign-up or application dates,
 * language) with its live recipient count on the template's channel, and now or a time. The request is checked by
 * the domain schema the API uses; a refusal shows under its field. Nothing goes before the sender confirms the
 * recipient count in a second dialog; "Send test to me" sends the template to the sender alone.
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
import { campaignDraftSchema, segmentSchema, type CampaignDraft } from '@saakh/domain/messaging';
import { loanProductCodes } from '@saakh/domain/product-types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAudienceCount } from '../api/count-audience';
import { useCreateCampaign } from '../api/create-campaign';
import { usePartnerChoices } from '../api/get-partner-options';
import { useTemplates } from '../api/get-templates';
import { useSendTestCampaign } from '../api/send-test-campaign';
import { ConfirmSendDialog } from './confirm-send-dialog';

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

export type CampaignDialogProps = { onClose: () => void };

/** The 409 of a send whose audience changed since it was confirmed carries the new count. */
function changedCount(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const recipients = error.body.recipients;
  return typeof recipients === 'number' ? recipients : null;
}

export function CampaignDialog({ onClose }: CampaignDialogProps) {
  const { t, i18n } = useTranslation(['messaging', 'domain']);
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
  /** The checked campaign waiting for its recipient count to be confirmed. */
  const [confirming, setConfirming] = useState<CampaignDraft | null>(null);
  const [changedTo, setChangedTo] = useState<number | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const sendTest = useSendTestCampaign();

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = campaignDraftSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setChangedTo(null);
    setConfirmError(null);
    setConfirming(parsed.data);
  };

  const send = async (draft: CampaignDraft, recipients: number) => {
    setConfirmError(null);
    try {
      await create.mutateAsync({ ...draft, confirmed_recipients: recipients });
      setConfirming(null);
      onClose();
    } catch (error) {
      const count = changedCount(error);
      if (count !== null) {
        setChangedTo(count);
      } else if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
        // A refusal of a field goes back to the form, under the field.
        setConfirming(null);
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      } else {
        setConfirmError(errorMessage(error, t('anErrorOccurred', { ns: 'domain' })));
      }
    }
  };

  const testToMe = () => {
    if (!template) return;
    sendTest.mutate({ template_id: template.id, language: i18n.language === 'hi' ? 'hi' : 'en' });
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
                onChange={(event) => {
                  setTemplateId(event.target.value);
                  sendTest.reset();
                }}
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
              <Button
                variant="outlined"
                size="small"
                onClick={testToMe}
                disabled={!template}
                loading={sendTest.isPending}
                data-testid="campaign-test"
              >
                {t('campaigns.test.button')}
              </Button>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {t('campaigns.test.hint')}
              </Typography>
              {sendTest.isSuccess ? (
                <Alert severity="success" role="status" sx={{ mt: 1 }} data-testid="campaign-test-result">
                  {t('campaigns.test.sent', {
                    channel: t(`channel.${sendTest.data.data.channel}`),
                    to: sendTest.data.data.to_masked,
                  })}
                </Alert>
              ) : null}
              {sendTest.isError ? (
                <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="campaign-test-result">
                  {errorMessage(sendTest.error, t('campaigns.test.failed'))}
                </Alert>
              ) : null}
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
      {confirming ? (
        <ConfirmSendDialog
          name={confirming.name}
          input={{ template_id: confirming.template_id, segment: confirming.segment }}
          sendAt={confirming.send_at}
          pending={create.isPending}
          changedTo={changedTo}
          error={confirmError}
          onConfirm={(recipients) => void send(confirming, recipients)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Dialog>
  );
}
