import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInvite } from '@/features/partner-referral/api/referral';
import { JoinForm } from '@/features/partner-referral/components/join-form';

/** /partner/join/{code} (public): a would-be sub-partner applies through a partner's invite link. */
export function JoinPage() {
  const { t } = useTranslation('partner-support');
  const { code = '' } = useParams();
  const invite = useInvite(code);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
            {t('join.title')}
          </Typography>
          {invite.isPending ? <PageLoader minHeight={120} /> : null}
          {invite.isError ? <ErrorState error={invite.error} /> : null}
          {invite.data ? (
            <>
              <Typography>{t('join.intro', { name: invite.data.inviter_name })}</Typography>
              <JoinForm code={invite.data.code} />
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
