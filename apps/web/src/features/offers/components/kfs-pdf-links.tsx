import DownloadIcon from '@/components/ui/icons/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@saakh/domain/i18n';

export type KfsPdfLinksProps = {
  /** The KFS's address as a PDF in a language (the server renders it; `format=pdf&lang=`). */
  href: (lang: Locale) => string;
};

/** Links that download the KFS as a PDF in English and in Hindi, so the customer can keep or print it. */
export function KfsPdfLinks({ href }: KfsPdfLinksProps) {
  const { t } = useTranslation('customer');
  return (
    <Stack
      component="nav"
      aria-labelledby="kfs-pdf-title"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      data-testid="kfs-pdf-links"
    >
      <Typography id="kfs-pdf-title" variant="subtitle2" component="h2">
        {t('kfs.pdfTitle')}
      </Typography>
      <Button component="a" href={href('en')} download startIcon={<DownloadIcon />} variant="outlined" size="small">
        {t('kfs.pdfEn')}
      </Button>
      <Button component="a" href={href('hi')} download startIcon={<DownloadIcon />} variant="outlined" size="small">
        {t('kfs.pdfHi')}
      </Button>
    </Stack>
  );
}

/** The address of a KFS as a PDF: the JSON address with `format=pdf&lang=` added to its query. */
export function kfsPdfUrl(path: string, lang: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}format=pdf&lang=${lang}`;
}
