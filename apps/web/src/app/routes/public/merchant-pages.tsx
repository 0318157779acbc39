import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MerchantLeadForm } from '@/features/merchant-leads/components/merchant-lead-form';

/**
 * /create-merchant-form and /create-merchant-form/{partner_name}: a business asks to offer loans and cards to
 * its customers; the lead is stored for admins (merchant management), credited to the partner when named.
 */
export function MerchantFormPage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const partnerName = useParams().partner_name?.toLowerCase();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {t('merchant.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {partnerName ? t('merchant.subtitlePartner', { partner: partnerName }) : t('merchant.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MerchantLeadForm
          partnerName={partnerName}
          onCreated={() => navigate('/create-merchant-form/success', { replace: true, state: { partnerName } })}
        />
      </Paper>
    </Container>
  );
}

/** /create-merchant-form/success */
export function MerchantSuccessPage() {
  const { t } = useTranslation(['customer', 'domain']);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t('merchant.successTitle')}
      </Typography>
      <Typography color="text.secondary" role="status" sx={{ mb: 3 }}>
        {t('merchantLeadSaved', { ns: 'domain' })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.home', { ns: 'common' })}
      </Button>
    </Container>
  );
}
