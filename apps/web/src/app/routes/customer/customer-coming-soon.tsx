import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

export function CustomerComingSoon() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('customerPage')} />;
}
