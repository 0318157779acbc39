import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  Component,
  lazy,
  useCallback,
  useId,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** A part's code could not be fetched (a lost connection, or a deploy that replaced the file). */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * A part of a page whose code loads when it is first rendered (a dialog most visits never open), with `retry` to
 * fetch it again after a failure: React keeps a lazy component's failure, so each try is a new one. Render it inside
 * a LazyPartBoundary keyed by `attempt`.
 */
export function useLazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Part: LazyExoticComponent<ComponentType<P>>; attempt: number; retry: () => void } {
  const make = useCallback(
    () =>
      lazy(() =>
        load().then(
          (part) => ({ default: part }),
          (cause: unknown) => {
            throw new PartLoadError(cause);
          },
        ),
      ),
    [load],
  );
  const [{ Part, attempt }, setTry] = useState(() => ({ Part: make(), attempt: 0 }));
  const retry = useCallback(() => setTry((last) => ({ Part: make(), attempt: last.attempt + 1 })), [make]);
  return { Part, attempt, retry };
}

type LazyPartBoundaryProps = { children: ReactNode; fallback: ReactNode };

/**
 * Shows `fallback` in the place of a lazy part whose code failed to load, so the page around it stays; any other
 * error goes on to the route's crash screen. Give it a new `key` to try again.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}

export type PartLoadFailedDialogProps = { open: boolean; onRetry: () => void; onClose: () => void };

/** The fallback of a dialog whose code failed to load: says so, and offers to try again. */
export function PartLoadFailedDialog({ open, onRetry, onClose }: PartLoadFailedDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('partLoadFailed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('partLoadFailed.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={onRetry} autoFocus>
          {t('retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
