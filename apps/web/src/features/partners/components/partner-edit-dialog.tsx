import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerRevenueInputSchema, partnerUtmInputSchema, type AdminPartner } from '@saakh/domain/partner-admin';
import { errorMessage } from '@/lib/api-client';
import { useUpdatePartnerRevenue } from '../api/update-partner-revenue';
import { useUpdatePartnerUtm } from '../api/update-partner-utm';

export type PartnerEditDialogProps = {
  partner: AdminPartner;
  field: 'utm' | 'revenue';
  onClose: () => void;
  onSaved?: (partner: AdminPartner) => void;
};

/** utm_id takes only letters, digits, underscore and hyphen, or nothing (admin spec §5). */
function utmAsTyped(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Numbers only, as typed: digits and one decimal point where decimals are allowed. */
function numberAsTyped(value: string, decimals: boolean): string {
  const cleaned = value.replace(decimals ? /[^\d.]/g : /\D/g, '');
  if (!decimals) return cleaned;
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}

/**
 * The edit dialog (admin spec §2.5) for a partner's utm_id or revenue data (revenue_percent, revenue_flat_fee).
 * A refusal shows the server's message, else the error's text, else 'An error occurred'.
 */
export function PartnerEditDialog({ partner, field, onClose, onSaved }: PartnerEditDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const utm = useUpdatePartnerUtm();
  const revenue = useUpdatePartnerRevenue();
  const [utmId, setUtmId] = useState(partner.utm_id ?? '');
  const [percent, setPercent] = useState(partner.revenue_percent === null ? '' : String(partner.revenue_percent));
  const [flatFee, setFlatFee] = useState(partner.revenue_flat_fee === null ? '' : String(partner.revenue_flat_fee));
  const [error, setError] = useState<string | null>(null);
  const pending = utm.isPending || revenue.isPending;

  const parsedUtm = partnerUtmInputSchema.safeParse({ utm_id: utmId });
  const parsedRevenue = partnerRevenueInputSchema.safeParse({ revenue_percent: percent, revenue_flat_fee: flatFee });
  const issue = (field === 'utm' ? parsedUtm : parsedRevenue).error?.issues[0];
  const issueFor = (path: string) =>
    issue && issue.path[0] === path ? t(String(issue.message), { ns: 'domain' }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      let saved: AdminPartner;
      if (field === 'utm') {
        if (!parsedUtm.success) return;
        saved = await utm.mutateAsync({ id: partner.id, input: parsedUtm.data });
      } else {
        if (!parsedRevenue.success) return;
        saved = await revenue.mutateAsync({ id: partner.id, input: parsedRevenue.data });
      }
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('anErrorOccurred')));
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t(field === 'utm' ? 'partners.editUtm' : 'partners.editRevenue', { name: partner.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {field === 'utm' ? (
              <TextField
                label={t('partners.fields.utm_id')}
                value={utmId}
                onChange={(event) => setUtmId(utmAsTyped(event.target.value))}
                autoFocus
                error={issueFor('utm_id') !== null}
                helperText={issueFor('utm_id') ?? t('partners.utmHint')}
                slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'partner-utm-input' } }}
              />
            ) : (
              <>
                <TextField
                  label={t('partners.fields.revenue_percent')}
                  value={percent}
                  onChange={(event) => setPercent(numberAsTyped(event.target.value, true))}
                  autoFocus
                  error={issueFor('revenue_percent') !== null}
                  helperText={issueFor('revenue_percent') ?? t('partners.percentHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', 'data-testid': 'partner-revenue-percent' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
                <TextField
                  label={t('partners.fields.revenue_flat_fee')}
                  value={flatFee}
                  onChange={(event) => setFlatFee(numberAsTyped(event.target.value, false))}
                  error={issueFor('revenue_flat_fee') !== null}
                  helperText={issueFor('revenue_flat_fee') ?? t('partners.flatFeeHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', 'data-testid': 'partner-revenue-flat' },
                    input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                  }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={issue !== undefined}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
