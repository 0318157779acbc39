import DownloadIcon from '@/components/ui/icons/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerLink, PartnerProduct } from '@saakh/domain/partner-content';
import { productQrHref } from '../api/get-offerings';
import { CopyButton } from './copy-text';

/** The partner's co-branded link for a product: to read, copy and share, with its QR code to download. */
export function ProductLinkCard({ product, name, link }: { product: PartnerProduct; name: string; link: PartnerLink }) {
  const { t } = useTranslation('partner-content');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('link.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('link.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            label={t('link.label', { product: name })}
            value={link.url}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'product-link' } }}
          />
          <CopyButton text={link.url} label={t('link.copy', { product: name })} />
          <Box>
            <Button
              variant="text"
              href={`https://wa.me/?text=${encodeURIComponent(link.url)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('link.whatsapp')}
            </Button>
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={productQrHref(product, 'svg')}
            alt={t('link.qrAlt', { product: name })}
            sx={{ width: 180, maxWidth: '100%', aspectRatio: '1', bgcolor: 'common.white' }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={productQrHref(product, 'png')}
              download
              aria-label={t('link.downloadPngFor', { product: name })}
            >
              PNG
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={productQrHref(product, 'svg')}
              download
              aria-label={t('link.downloadSvgFor', { product: name })}
            >
              SVG
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
