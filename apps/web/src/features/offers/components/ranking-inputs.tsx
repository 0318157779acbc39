import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RankingInputs as RankingInputsData } from '@saakh/domain/offers';
import { FactList } from '@/components/ui/fact-list';

export type RankingInputsProps = {
  ranking: RankingInputsData;
  /** Offers in the list, for "3 of 8". */
  count: number;
};

/** "Why this position": what placed an offer where it is in our ranking, as the server recorded it. */
export function RankingInputs({ ranking, count }: RankingInputsProps) {
  const { t } = useTranslation('customer');
  const notEnough = t('offers.why.notEnough');
  const facts: [string, string][] = [
    [t('offers.why.position'), t('offers.why.positionValue', { position: ranking.position, count })],
    [t('offers.why.apr'), `${ranking.apr.toFixed(2)}%`],
    [
      t('offers.why.approval'),
      ranking.approvalRate === null
        ? notEnough
        : t('offers.why.approvalValue', { rate: Math.round(ranking.approvalRate * 100), count: ranking.decided }),
    ],
    [
      t('offers.why.speed'),
      ranking.medianDecisionHours === null
        ? notEnough
        : t('offers.why.hours', { count: Math.round(ranking.medianDecisionHours) }),
    ],
  ];
  return (
    <>
      <FactList facts={facts} spacing={1.5} sx={{ pt: 1 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('offers.why.rule')}
      </Typography>
    </>
  );
}
