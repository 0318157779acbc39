/** What the signed-in user is e-mailed about: ticket replies, disbursals, payouts. */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@saakh/domain/partner-settings';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { usePreferences, useSavePreferences } from '../api/settings';

const keys = ['notify_ticket_reply', 'notify_disbursal', 'notify_payout'] as const;

export function PreferencesSection() {
  const { t } = useTranslation('partner-support');
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (preferences.data) setValues(preferences.data);
  }, [preferences.data]);
  return (
    <FormSection id="settings-notifications" title={t('settings.notifications.title')}>
      {preferences.isPending ? <PageLoader minHeight={80} /> : null}
      {preferences.isError ? <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} /> : null}
      {values ? (
        <Stack spacing={1}>
          <FormGroup>
            {keys.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={values[key]}
                    onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
                  />
                }
                label={t(`settings.notifications.${key}`)}
              />
            ))}
          </FormGroup>
          <div>
            <Button variant="contained" loading={save.isPending} onClick={() => save.mutate(values)}>
              {t('settings.notifications.save')}
            </Button>
          </div>
        </Stack>
      ) : null}
    </FormSection>
  );
}
