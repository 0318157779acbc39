import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import { useSmartLists } from '@/features/catalogue/api/get-smart-lists';
import { LendersScreen } from '@/features/lenders/components/lenders-screen';

/** /admin/lenders */
export function LendersPage() {
  const { i18n } = useTranslation();
  const smartLists = useSmartLists(isLocale(i18n.language) ? i18n.language : 'en');
  return <LendersScreen smartLists={smartLists.data} />;
}
