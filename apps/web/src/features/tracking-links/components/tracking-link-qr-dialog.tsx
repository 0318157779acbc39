import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import DownloadIcon from '@/components/ui/icons/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingLink } from '@saakh/domain/tracking-links';
import { shortUrlOf, trackingLinkQrHref } from '../api/tracking-link-qr';
import { useCopyLink } from '../hooks/use-copy-link';

export type TrackingLinkQrDialogProps = {
  /** The link to show; null closes the dialog. */
  link: TrackingLink | null;
  onClose: () => void;
};

/** A link's short URL to copy and its QR code to download as PNG (print, chat) or SVG (any size of poster). */
export function TrackingLinkQrDialog({ link, onClose }: TrackingLinkQrDialogProps) {
  const { t } = useTranslation('tracking-links');
  const titleId = useId();
  const textId = useId();
  const copy = useCopyLink();
  // Whether the shown link was copied: said in the dialog, where a toast would cover its buttons on a phone.
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);
  const copyState = link && copied?.code === link.code ? copied : null;
  const copyShown = async (shown: TrackingLink) => {
    const ok = await copy(shown.short_path, { quiet: true });
    setCopied({ code: shown.code, ok });
  };
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{link ? t('qr.title', { campaign: link.campaign }) : ''}</DialogTitle>
      <DialogContent>
        {link ? (
          <Stack spacing={2}>
            <DialogContentText id={textId}>{t('qr.intro', { partner: link.partner_name })}</DialogContentText>
            <TextField
              label={t('qr.shortUrl')}
              value={shortUrlOf(link.short_path)}
              // The copy's outcome, announced where it happened; a space keeps the line (and the live region) there.
              helperText={copyState ? t(copyState.ok ? 'copied' : 'copyFailed') : ' '}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'tracking-link-url' },
                formHelperText: {
                  role: 'status',
                  sx: { color: copyState?.ok === false ? 'text.primary' : 'success.dark' },
                },
              }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Box
                component="img"
                src={trackingLinkQrHref(link.id, 'svg')}
                alt={t('qr.alt', { url: shortUrlOf(link.short_path) })}
                sx={{ width: 220, maxWidth: '100%', aspectRatio: '1', bgcolor: 'common.white' }}
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={trackingLinkQrHref(link.id, 'png')}
                download={`tracking-link-${link.code}.png`}
              >
                {t('qr.downloadPng')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={trackingLinkQrHref(link.id, 'svg')}
                download={`tracking-link-${link.code}.svg`}
              >
                {t('qr.downloadSvg')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => link && void copyShown(link)}>
          {t('copy')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('qr.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
