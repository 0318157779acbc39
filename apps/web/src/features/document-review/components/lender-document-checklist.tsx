/**
 * A lender's document checklist (decision 054): a document-kind × loan-product grid of checkboxes, saved whole by
 * role 1; other staff read it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentKinds,
  type DocumentChecklistItem,
  type DocumentKind,
  type LenderDocumentChecklist as Checklist,
} from '@saakh/domain/documents';
import { loanProductCodes, type LoanProductCode } from '@saakh/domain/products';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLenderDocumentChecklist } from '../api/get-lender-document-checklist';
import { useUpdateLenderDocumentChecklist } from '../api/update-lender-document-checklist';

export type LenderDocumentChecklistProps = {
  lenderId: number;
  /** The lender's own loan products when the page knows them; else every loan product is offered. */
  products?: readonly LoanProductCode[];
  /** Role 1 saves; other staff see the checklist read-only. */
  canEdit: boolean;
};

const keyOf = (product: string, kind: DocumentKind) => `${product}:${kind}`;

export function LenderDocumentChecklist({ lenderId, products, canEdit }: LenderDocumentChecklistProps) {
  const { t } = useTranslation('documents-review');
  const checklist = useLenderDocumentChecklist(lenderId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lender-documents-title" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" id="lender-documents-title">
        {t('checklist.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('checklist.description')}
      </Typography>
      {checklist.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : checklist.isError ? (
        <ErrorState
          error={checklist.error}
          message={t('checklist.loadFailed')}
          onRetry={() => void checklist.refetch()}
        />
      ) : (
        <ChecklistGrid lenderId={lenderId} products={products} canEdit={canEdit} saved={checklist.data} />
      )}
    </Paper>
  );
}

type ChecklistGridProps = LenderDocumentChecklistProps & { saved: Checklist };

function ChecklistGrid({ lenderId, products, canEdit, saved }: ChecklistGridProps) {
  const { t } = useTranslation(['documents-review', 'documents', 'admin-catalogue', 'domain']);
  const update = useUpdateLenderDocumentChecklist();
  const savedKeys = useMemo(() => new Set(saved.items.map((item) => keyOf(item.product, item.kind))), [saved]);
  const [ticked, setTicked] = useState<Set<string>>(savedKeys);
  const [formError, setFormError] = useState<string | null>(null);

  // The lender's products, and any other product its saved checklist names, so saving never drops a line unseen.
  const columns = useMemo(() => {
    const shown = new Set<string>(products ?? loanProductCodes);
    for (const item of saved.items) shown.add(item.product);
    return loanProductCodes.filter((code) => shown.has(code));
  }, [products, saved]);

  const dirty = ticked.size !== savedKeys.size || [...ticked].some((key) => !savedKeys.has(key));

  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const save = async () => {
    setFormError(null);
    // In the registry's order, product by product and kind by kind, so the saved list reads the same every time.
    const items: DocumentChecklistItem[] = loanProductCodes.flatMap((product) =>
      documentKinds.filter((kind) => ticked.has(keyOf(product, kind))).map((kind) => ({ product, kind })),
    );
    try {
      const kept = await update.mutateAsync({ lenderId, input: { items } });
      setTicked(new Set(kept.items.map((item) => keyOf(item.product, item.kind))));
      toast(t('documentChecklistSaved', { ns: 'domain' }), 'success');
    } catch (error) {
      const message = errorMessage(error, t('checklist.saveFailed'));
      setFormError(message);
      toast(message, 'error');
    }
  };

  const productName = (code: string) => t(`lenders.filter.${code}`, { ns: 'admin-catalogue', defaultValue: code });

  return (
    <Stack spacing={2}>
      {canEdit ? null : <Alert severity="info">{t('checklist.readOnly')}</Alert>}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t('checklist.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('checklist.document')}
              </TableCell>
              {columns.map((code) => (
                <TableCell key={code} component="th" scope="col" align="center">
                  {productName(code)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {documentKinds.map((kind) => (
              <TableRow key={kind} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                  {t(`kinds.${kind}`, { ns: 'documents' })}
                </TableCell>
                {columns.map((code) => {
                  const key = keyOf(code, kind);
                  return (
                    <TableCell key={code} align="center" padding="checkbox">
                      <Checkbox
                        checked={ticked.has(key)}
                        disabled={!canEdit || update.isPending}
                        onChange={() => toggle(key)}
                        slotProps={{
                          input: {
                            'aria-label': t('checklist.cell', {
                              kind: t(`kinds.${kind}`, { ns: 'documents' }),
                              product: productName(code),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {canEdit ? (
          <Button variant="contained" disabled={!dirty || update.isPending} onClick={() => void save()}>
            {t('checklist.save')}
          </Button>
        ) : null}
        <Typography variant="body2" color="text.secondary" role="status">
          {dirty ? t('checklist.unsaved') : t('checklist.asked', { count: ticked.size })}
        </Typography>
      </Box>
    </Stack>
  );
}
