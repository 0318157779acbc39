import { PartnersScreen } from '@/features/partners/components/partners-screen';
import { LoginAsPartnerButton } from './login-as-partner-button';

/** /admin/partners (Partner Config). */
export function PartnersPage() {
  return <PartnersScreen renderActions={(partner) => <LoginAsPartnerButton partner={partner} size="small" />} />;
}
