import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import OpenInNewIcon from '@/components/ui/icons/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import type { PublicVoucher } from '@saakh/domain/vouchers';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useVoucher } from '../api/get-vouchers';

export type VoucherDialogProps = { voucher: PublicVoucher; onUse: () => void; onClose: () => void };

/** One voucher: its terms, then its code (shown on request, with Copy) and the way on to the brand's page. */
export function VoucherDialog({ voucher, onUse, onClose }: VoucherDialogProps) {
  const { t, i18n } = useTranslation('customer-products');
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const titleId = useId();
  const opened = useVoucher(voucher.id, language);
  const [showCode, setShowCode] = useState(false);
  const [copied, setCopied] = useState(false);
  const used = useRef(false);
  const use = () => {
    if (used.current) return;
    used.current = true;
    onUse();
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Without clipboard access the code stays on screen to be typed.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {voucher.brand}: {voucher.discount}
      </DialogTitle>
      <DialogContent>
        {opened.isPending ? (
          <PageLoader minHeight={120} />
        ) : opened.isError ? (
          <ErrorState error={opened.error} onRetry={() => void opened.refetch()} />
        ) : (
          <Stack spacing={2}>
            <Typography>{opened.data.title}</Typography>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('vouchers.terms')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {opened.data.terms}
              </Typography>
            </Box>
            <Typography variant="body2">
              {t('vouchers.validUntil', { date: formatDate(opened.data.valid_until, language) })}
            </Typography>
            {opened.data.code ? (
              showCode ? (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                  role="status"
                >
                  <Typography
                    data-testid="voucher-code"
                    sx={{
                      fontFamily: 'monospace',
                      fontSize: '1.4rem',
                      fontWeight: 700,
                      letterSpacing: 2,
                      px: 2,
                      py: 1,
                      border: 2,
                      borderStyle: 'dashed',
                      borderColor: 'primary.main',
                      borderRadius: 1,
                      alignSelf: 'flex-start',
                    }}
                  >
                    {opened.data.code}
                  </Typography>
                  <Button startIcon={<ContentCopyIcon />} onClick={() => void copy(opened.data.code ?? '')}>
                    {copied ? t('vouchers.copied') : t('vouchers.copy')}
                  </Button>
                </Stack>
              ) : (
                <Button
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    setShowCode(true);
                    use();
                  }}
                >
                  {t('vouchers.showCode')}
                </Button>
              )
            ) : (
              <Alert severity="info">{t('vouchers.noCode')}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('vouchers.close')}</Button>
        {opened.data?.url ? (
          <Button
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            href={opened.data.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={use}
          >
            {t('vouchers.goTo', { brand: voucher.brand })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
