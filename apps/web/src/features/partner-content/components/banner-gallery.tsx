import DownloadIcon from '@/components/ui/icons/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePartnerBanners } from '../api/get-banners';
import { ProductFilter, productParam } from './product-filter';

/** Admins' banners, each drawn by the server with the partner's logo, name and link, to download and share. */
export function BannerGallery() {
  const { t, i18n } = useTranslation('partner-content');
  const [search, setSearch] = useSearchParams();
  const product = productParam(search.get('product'));
  const banners = usePartnerBanners(product, i18n.language);
  const choose = (next: string | undefined) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('product', next);
      else params.delete('product');
      return params;
    });
  return (
    <Stack spacing={2}>
      <Box>
        <ProductFilter value={product} onChange={choose} />
      </Box>
      {banners.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : banners.isError ? (
        <ErrorState error={banners.error} onRetry={() => void banners.refetch()} />
      ) : banners.data.length === 0 ? (
        <EmptyState title={t('banners.empty')} description={t('banners.emptyHint')} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {banners.data.map((banner) => (
            <li key={banner.id}>
              <Card variant="outlined">
                <CardMedia
                  component="img"
                  src={banner.image_path}
                  alt={t('banners.alt', { title: banner.title })}
                  loading="lazy"
                  sx={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: `${banner.width} / ${Math.round(banner.height + banner.width * 0.14)}`,
                    bgcolor: 'grey.100',
                  }}
                />
                <CardContent sx={{ pb: 0 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                    {banner.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`products.${banner.product}`)}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    startIcon={<DownloadIcon />}
                    href={`${banner.image_path}?download=1`}
                    download
                    aria-label={t('banners.download', { title: banner.title })}
                  >
                    {t('banners.downloadShort')}
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
