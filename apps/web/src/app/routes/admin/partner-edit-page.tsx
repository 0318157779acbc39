import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { NotFound } from '@/components/ui/not-found';
import { auditHistoryKey } from '@/features/audit/api/get-audit-history';
import { AuditHistory } from '@/features/audit/components/audit-history';
import { PartnerEditor } from '@/features/partners/components/partner-editor';
import { partnerBrandingQueryOptions } from '@/features/partners/api/get-partner-branding';
import { LoginAsPartnerButton, loginAsBlock } from './login-as-partner-button';

/** /admin/partners/{id}: the partner's settings, "Log in as partner" and the change history. */
export function PartnerEditPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const queryClient = useQueryClient();

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;

  // A saved brand shows at once wherever this browser uses it (the theme reads the public branding call).
  const onSaved = (partner: AdminPartner) => {
    void queryClient.invalidateQueries({ queryKey: partnerBrandingQueryOptions(partner.key).queryKey });
    void queryClient.invalidateQueries({ queryKey: auditHistoryKey('partner', id) });
  };

  return (
    <Stack spacing={3}>
      <PartnerEditor
        key={id}
        partnerId={id}
        onSaved={onSaved}
        renderActions={(partner) => (
          <LoginAsPartnerButton partner={partner} blocked={loginAsBlock(partner.status === 1, partner.active_users)} />
        )}
      />
      <AuditHistory entity="partner" id={id} />
    </Stack>
  );
}
