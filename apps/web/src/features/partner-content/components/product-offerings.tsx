import ArrowForwardIcon from '@/components/ui/icons/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { useOfferings } from '../api/get-offerings';

/** Every product the partner sells: a card each with who provides it, opening the product's page. */
export function ProductOfferings() {
  const { t, i18n } = useTranslation('partner-content');
  const offerings = useOfferings(i18n.language);
  if (offerings.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={120} />
        ))}
      </Box>
    );
  }
  if (offerings.isError) return <ErrorState error={offerings.error} onRetry={() => void offerings.refetch()} />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {offerings.data.map((offering) => (
        <li key={offering.product}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`/partner/product-offering/${offering.product}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                    {offering.name}
                  </Typography>
                  <ArrowForwardIcon color="primary" aria-hidden />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {offering.providers.length === 0
                    ? t('offering.noProviders')
                    : t('offering.providers', {
                        count: offering.providers.length,
                        names: offering.providers.slice(0, 3).join(', '),
                      })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
