import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { AccountSecuritySection } from '@/features/account-security/components/account-security-section';
import { usePartnerSettings } from '@/features/partner-settings/api/settings';
import { BankSection } from '@/features/partner-settings/components/bank-section';
import { BrandingPreview, ContactSection } from '@/features/partner-settings/components/contact-and-branding';
import { PasswordSection } from '@/features/partner-settings/components/password-section';
import { PreferencesSection } from '@/features/partner-settings/components/preferences-section';
import { SelfBillingSection } from '@/features/partner-settings/components/self-billing-section';
import { StaffSection } from '@/features/partner-settings/components/staff-section';

/**
 * /partner/settings: contact, branding preview, KYC and bank (changes approved by admins), password, two-step login,
 * e-mails, users.
 */
export function SettingsPage() {
  const { t } = useTranslation('partner-support');
  const settings = usePartnerSettings();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending ? <PageLoader /> : null}
      {settings.isError ? <ErrorState error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <>
          <ContactSection settings={settings.data} />
          <BankSection settings={settings.data} />
          <SelfBillingSection registered={settings.data.bank.gstin !== null} />
          <BrandingPreview settings={settings.data} />
          <PasswordSection username={settings.data.user.username} />
          <AccountSecuritySection kind="partner" />
          <PreferencesSection />
          <StaffSection selfId={settings.data.user.id} />
        </>
      ) : null}
    </Stack>
  );
}
