/** /partner/training-material: per lender, videos, decks and documents, and the way to the eligibility criteria. */
import FactCheckOutlinedIcon from '@/components/ui/icons/FactCheckOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { TrainingList } from '@/features/partner-content/components/training-list';
import { SectionCard } from './partner-content-links';

export function TrainingMaterialPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader title={t('training.title')} description={t('training.description')} />
      <SectionCard
        to="/partner/training-material/eligibility-criteria"
        title={t('training.eligibility')}
        text={t('training.eligibilityCard')}
        icon={<FactCheckOutlinedIcon color="primary" aria-hidden />}
      />
      <TrainingList />
    </Stack>
  );
}
