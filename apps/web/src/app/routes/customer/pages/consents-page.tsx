import { useTranslation } from 'react-i18next';
import { MyConsents } from '@/features/consents/components/my-consents';
import { PageHeading } from './page-heading';

/** /user/consents: the customer's consents, marketing switched per channel, each one given and withdrawn (issue 30). */
export function ConsentsPage() {
  const { t } = useTranslation('customer');
  return (
    <>
      <PageHeading title={t('consents.title')} subtitle={t('consents.subtitle')} />
      <MyConsents />
    </>
  );
}
