import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';

/**
 * The headings of the partner pages a signed-in partner most often opens first, by their path below /partner ('' is
 * the dashboard). The pages draw them, and so does the server in a first view (decision 058): the heading is the
 * largest text a phone shows there, painted before any script has run.
 */
export const partnerPageHeads = {
  '': { namespace: 'partner-insights', title: 'dashboard.title', description: 'dashboard.description' },
  reports: { namespace: 'partner-insights', title: 'reports.title', description: 'reports.description' },
  'product-offering': { namespace: 'partner-content', title: 'offering.title', description: 'offering.description' },
} as const;

export type PartnerPageHead = keyof typeof partnerPageHeads;

/** The page below /partner a path names, when it is one with a heading of this table. */
export function partnerPageHeadOf(pathname: string): PartnerPageHead | undefined {
  const page = pathname.replace(/^\/partner\/?/, '').replace(/\/$/, '');
  return Object.hasOwn(partnerPageHeads, page) ? (page as PartnerPageHead) : undefined;
}

/** The heading of a partner page of the table: its title and what it is for. */
export function PartnerPageHeader({ page }: { page: PartnerPageHead }) {
  const head = partnerPageHeads[page];
  const { t } = useTranslation(head.namespace);
  return <PageHeader title={t(head.title)} description={t(head.description)} />;
}
