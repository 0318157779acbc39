import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { auditHistoryKey } from '@/features/admin-audit/api/get-audit-history';
import { AuditHistory } from '@/features/admin-audit/components/audit-history';
import { LenderEditor } from '@/features/admin-lenders/components/lender-edit/lender-editor';

/** /admin/lenders/{lenderId}: the lender editor and, below it, the lender's change history. */
export function LenderEditPage() {
  const { lenderId } = useParams();
  const id = Number(lenderId);
  const queryClient = useQueryClient();
  const refreshHistory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: auditHistoryKey('lender', id) }),
    [queryClient, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <Stack spacing={3}>
      <LenderEditor key={id} lenderId={id} onSaved={refreshHistory} />
      <AuditHistory entity="lender" id={id} />
    </Stack>
  );
}
