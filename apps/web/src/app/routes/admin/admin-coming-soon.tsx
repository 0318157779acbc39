import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminNav } from '@saakh/domain/roles';
import { ComingSoon } from '@/components/ui/coming-soon';

/** Admin pages a later release builds: a titled "coming soon" inside the admin shell. */
export function AdminComingSoon() {
  const { t } = useTranslation('admin');
  const page = useLocation().pathname.split('/')[2] ?? '';
  const item = adminNav.find((entry) => entry.path === page);
  return <ComingSoon title={item ? t(item.labelKey) : t('title')} />;
}
