import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { partnerNav } from './partner-nav';

export function PartnerComingSoon() {
  const { t } = useTranslation('partner');
  const page = useLocation().pathname.split('/')[2] ?? '';
  const item = partnerNav.find((entry) => entry.path === page);
  return <ComingSoon title={t(item?.labelKey ?? 'nav.dashboard')} />;
}
