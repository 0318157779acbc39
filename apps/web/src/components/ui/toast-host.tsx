import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_MAX } from '@saakh/domain/constants';
import { statusTones } from '@/lib/theme';
import { attachToastSink } from '@/lib/toast';

/** notistack's colours give white text too little contrast (WCAG AA needs 4.5:1); these darker ones pass. */
const AccessibleContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: statusTones.strongSuccess },
  '&.notistack-MuiContent-error': { backgroundColor: statusTones.danger },
  '&.notistack-MuiContent-info': { backgroundColor: statusTones.info },
  '&.notistack-MuiContent-warning': { backgroundColor: statusTones.warning },
});

const components = {
  success: AccessibleContent,
  error: AccessibleContent,
  info: AccessibleContent,
  warning: AccessibleContent,
};

/**
 * notistack's provider, loaded with the first toast (see lib/toast.ts). Toasts sit at the bottom, right from the
 * `sm` breakpoint up and centred on phones, so they never cover a screen's title or filter bar.
 */
export function ToastHost() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  useEffect(() => attachToastSink(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: wide ? 'right' : 'center' }}
      Components={components}
    />
  );
}
