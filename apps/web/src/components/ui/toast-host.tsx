import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_MAX } from '@saakh/domain/constants';
import { attachToastSink } from '@/lib/toast';

/** notistack's colours give white text too little contrast (WCAG AA needs 4.5:1); these darker ones pass. */
const AccessibleContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0D47A1' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A4B00' },
});

const components = {
  success: AccessibleContent,
  error: AccessibleContent,
  info: AccessibleContent,
  warning: AccessibleContent,
};

/** notistack's provider, loaded with the first toast (see lib/toast.ts). */
export function ToastHost() {
  useEffect(() => attachToastSink(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={components}
    />
  );
}
