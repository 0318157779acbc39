/** The ten recovery codes, shown once after two-step login is turned on. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

export type RecoveryCodesPanelProps = { codes: string[]; onDone: () => void };

export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('account-security');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast(t('recovery.copied'), 'success');
    } catch {
      // Copying is a convenience; the codes stay on screen to write down.
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('recovery.title')}
      </Typography>
      <Alert severity="warning">{t('recovery.intro')}</Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          gap: 1,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
