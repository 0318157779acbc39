import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useTranslation } from 'react-i18next';

export type IdlePromptProps = {
  minutes: number;
  countdownSeconds: number;
  onTimeout: () => void;
};

/** After the idle limit a prompt counts down, then the area logs out and reloads (customer spec §4). */
export function IdlePrompt({ minutes, countdownSeconds, onTimeout }: IdlePromptProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [remaining, setRemaining] = useState(countdownSeconds);
  const { activate, getRemainingTime } = useIdleTimer({
    timeout: minutes * 60_000,
    promptBeforeIdle: countdownSeconds * 1000,
    onPrompt: () => setOpen(true),
    onIdle: () => {
      setOpen(false);
      onTimeout();
    },
    crossTab: true,
    throttle: 500,
  });

  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setInterval(() => setRemaining(Math.ceil(getRemainingTime() / 1000)), 500);
    return () => window.clearInterval(timer);
  }, [open, getRemainingTime]);

  return (
    <Dialog open={open} aria-labelledby="idle-title" aria-describedby="idle-text">
      <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text" aria-live="assertive">
          {t('idle.countdown', { seconds: remaining })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTimeout}>{t('logout')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            setOpen(false);
            activate();
          }}
        >
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
