import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { PrivacyNotice } from '@/features/consents/components/privacy-notice';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';

export type LegalDocument = 'privacy' | 'terms' | 'lenderTerms' | 'muthootPrivacy' | 'muthootTerms';
type LegalSection = { id: string; title: string; paragraphs: string[] };

export type LegalPageProps = {
  document: LegalDocument;
  /** Shown first, below the title: the privacy notice on the privacy policy. */
  lead?: ReactNode;
};

/**
 * A legal text in the interface language. `?partner=` (customer spec §2) names the partner whose site the
 * customer came from; the company name in the text is that brand's.
 */
export function LegalPage({ document, lead }: LegalPageProps) {
  const { t } = useTranslation('customer');
  const [search] = useSearchParams();
  const currentBrand = useBrandKey();
  const partner = search.get('partner')?.toLowerCase() ?? currentBrand;
  const { data: brand } = usePartnerBranding(partner || DEFAULT_PARTNER_KEY);
  const company = brand?.name ?? 'Saakh';
  const sections = t(`legal.${document}.sections`, { returnObjects: true, company }) as LegalSection[];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {t(`legal.${document}.title`, { company })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('legal.updated')}
      </Typography>
      {lead}
      {sections.length > 1 ? (
        <Box component="nav" aria-label={t('legal.contents')} sx={{ mb: 3 }}>
          <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.title}</Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{ mb: 3, scrollMarginTop: 16 }}
        >
          <Typography id={`${section.id}-title`} variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy" lead={<PrivacyNotice />} />;
}

export function TermsOfUsePage() {
  return <LegalPage document="terms" />;
}

export function LenderTermsPage() {
  return <LegalPage document="lenderTerms" />;
}

export function MuthootPrivacyPolicyPage() {
  return <LegalPage document="muthootPrivacy" />;
}

export function MuthootTermsPage() {
  return <LegalPage document="muthootTerms" />;
}
