/**
 * /partner/marketing-support and its two sub-pages: messaging-content (ready-made texts with the partner's link) and
 * banners-and-creatives (banners drawn with the partner's logo).
 */
import ImageOutlinedIcon from '@/components/ui/icons/ImageOutlined';
import SmsOutlinedIcon from '@/components/ui/icons/SmsOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { BannerGallery } from '@/features/partner-content/components/banner-gallery';
import { MessageTexts } from '@/features/partner-content/components/message-texts';
import { BackLink, SectionCard } from './partner-content-links';

export function MarketingSupportPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader title={t('marketing.title')} description={t('marketing.description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SectionCard
          to="/partner/marketing-support/messaging-content"
          title={t('messages.title')}
          text={t('messages.card')}
          icon={<SmsOutlinedIcon color="primary" aria-hidden />}
        />
        <SectionCard
          to="/partner/marketing-support/banners-and-creatives"
          title={t('banners.title')}
          text={t('banners.card')}
          icon={<ImageOutlinedIcon color="primary" aria-hidden />}
        />
      </Stack>
    </Stack>
  );
}

export function MessagingContentPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('messages.title')}
        description={t('messages.description')}
        before={<BackLink to="/partner/marketing-support" label={t('marketing.title')} />}
      />
      <MessageTexts />
    </Stack>
  );
}

export function BannersAndCreativesPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('banners.title')}
        description={t('banners.description')}
        before={<BackLink to="/partner/marketing-support" label={t('marketing.title')} />}
      />
      <BannerGallery />
    </Stack>
  );
}
