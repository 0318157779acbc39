import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Grievance } from '@saakh/domain/grievances';
import { COMPLAINTS_PATH } from '@saakh/domain/routing';
import { PageLoader } from '@/components/ui/page-loader';
import { useApplications } from '@/features/applications/api/get-applications';
import { useGrievanceOfficer } from '@/features/grievances/api/get-grievance-officer';
import { ComplaintByMobileForm } from '@/features/grievances/components/complaint-by-mobile-form';
import { ComplaintFiled } from '@/features/grievances/components/complaint-filed';
import { ComplaintForm } from '@/features/grievances/components/complaint-form';
import { GrievanceOfficerCard } from '@/features/grievances/components/grievance-officer-card';
import { OMBUDSMAN_FALLBACK } from '@/features/grievances/utils/grievance-tones';
import { useBrowserValue } from '@/lib/hydration';
import { hasSession } from '@/lib/session';

/** The signed-in form: the customer's applications are its lender and application choices. */
function SignedInComplaint({ onFiled }: { onFiled: (grievance: Grievance) => void }) {
  const { t } = useTranslation('grievances');
  const applications = useApplications();
  if (applications.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('form.loading')} />;
  return (
    <>
      {applications.isError ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('form.applicationsUnavailable')}
        </Alert>
      ) : null}
      <ComplaintForm applications={applications.data ?? []} onFiled={onFiled} />
    </>
  );
}

/**
 * /grievance-redressal (issue 30; RBI Digital Lending Directions): the grievance redressal officer, how to complain,
 * the 30-day clock and the RBI Integrated Ombudsman after it, and the complaint form, signed in or by mobile and OTP.
 * Its texts load after its code; meanwhile the page shows its own loader below the site's bar and footer, not the
 * whole-screen one (the route table, on every first page, stays without them).
 */
export function GrievancePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <GrievancePageContent />
    </Suspense>
  );
}

function GrievancePageContent() {
  const { t } = useTranslation(['grievances', 'domain']);
  const signedIn = useBrowserValue(hasSession('customer'), false);
  const officer = useGrievanceOfficer();
  const [filed, setFiled] = useState<{ grievance: Grievance; signedIn: boolean } | null>(null);
  const days = officer.data?.responseDays ?? 30;
  const ombudsman = officer.data?.ombudsman ?? OMBUDSMAN_FALLBACK;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700, mb: 1 }}>
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('page.intro', { days })}
      </Typography>
      <Stack spacing={3}>
        <GrievanceOfficerCard />

        <Box component="section" aria-labelledby="how-title">
          <Typography id="how-title" variant="h6" component="h2" gutterBottom>
            {t('page.howTitle')}
          </Typography>
          <Box component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
            <li>{t('page.step1')}</li>
            <li>{t('page.step2', { days })}</li>
            <li>{t('page.step3')}</li>
            <li>{t('page.step4', { days })}</li>
          </Box>
        </Box>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="ombudsman-path-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="ombudsman-path-title" variant="h6" component="h2" gutterBottom>
            {t('page.ombudsmanTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('page.ombudsmanText', { days })}
          </Typography>
          <Typography variant="body2">
            {t('ombudsman.portalLead')}{' '}
            <Link href={ombudsman.portal} target="_blank" rel="noopener noreferrer" underline="always">
              {ombudsman.portal.replace(/^https?:\/\//, '')}
            </Link>
          </Typography>
          <Typography variant="body2">
            {t('ombudsman.phoneLead')}{' '}
            <Link href={`tel:${ombudsman.tollFree}`} underline="always">
              {ombudsman.tollFree}
            </Link>
          </Typography>
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="complaint-form-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="complaint-form-title" variant="h6" component="h2" gutterBottom>
            {t('page.formTitle')}
          </Typography>
          {filed ? (
            <ComplaintFiled
              grievance={filed.grievance}
              followPath={filed.signedIn ? `${COMPLAINTS_PATH}/${filed.grievance.reference}` : '/login'}
              followLabel={filed.signedIn ? t('filed.follow') : t('filed.followSignIn')}
            />
          ) : signedIn ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('page.signedInHint')}{' '}
                <Link component={RouterLink} to={COMPLAINTS_PATH} underline="always">
                  {t('page.myComplaints')}
                </Link>
              </Typography>
              <SignedInComplaint onFiled={(grievance) => setFiled({ grievance, signedIn: true })} />
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('page.byMobileHint')}
              </Typography>
              <ComplaintByMobileForm onFiled={(grievance) => setFiled({ grievance, signedIn: false })} />
            </>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
