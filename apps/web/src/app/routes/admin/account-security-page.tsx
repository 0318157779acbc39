import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AccountSecuritySection } from '@/features/account-security/components/account-security-section';

/** /admin/account-security: the signed-in admin's own two-step login (decision 045), for every role. */
export function AccountSecurityPage() {
  const { t } = useTranslation('account-security');
  return (
    <Stack spacing={3}>
      <PageHeader title={t('account.title')} />
      <AccountSecuritySection kind="admin" />
    </Stack>
  );
}
