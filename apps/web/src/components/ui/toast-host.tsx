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
 * notistack's provider, loaded with the first toast (see lib/toast.ts). From the `sm` breakpoint up toasts sit at the
 * bottom right, beside the content. A phone's page fills its screen to the bottom (on /user/offers at 360 px the
 * first offer reaches it), so there a toast is one dense line at the top, over the header bar that every page starts
 * below, one at a time: it never covers a page's first item (issue 29).
 */
export function ToastHost() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  useEffect(() => attachToastSink(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={wide ? TOAST_MAX : 1}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      anchorOrigin={wide ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'top', horizontal: 'center' }}
      dense={!wide}
      Components={components}
    />
  );
}
