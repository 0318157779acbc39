import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isLocale } from '@saakh/domain/i18n';
import { NotFound } from '@/components/ui/not-found';
import { auditHistoryKey } from '@/features/audit/api/get-audit-history';
import { AuditHistory } from '@/features/audit/components/audit-history';
import { useSmartLists } from '@/features/catalogue/api/get-smart-lists';
import { LenderEditor } from '@/features/lenders/components/lender-edit/lender-editor';

/** /admin/lenders/{lenderId}: the lender editor and, below it, the lender's change history. */
export function LenderEditPage() {
  const { lenderId } = useParams();
  const id = Number(lenderId);
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const smartLists = useSmartLists(isLocale(i18n.language) ? i18n.language : 'en');
  const refreshHistory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: auditHistoryKey('lender', id) }),
    [queryClient, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <Stack spacing={3}>
      <LenderEditor key={id} lenderId={id} smartLists={smartLists.data} onSaved={refreshHistory} />
      <AuditHistory entity="lender" id={id} />
    </Stack>
  );
}
