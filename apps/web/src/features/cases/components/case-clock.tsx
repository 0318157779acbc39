import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CaseRow } from '@saakh/domain/cases';
import ReportProblemOutlinedIcon from '@/components/ui/icons/ReportProblemOutlined';

export type CaseClockProps = { row: CaseRow };

/** Past the SLA or within it, in words (and, when breached, in colour with an icon): never colour alone. */
export function CaseClock({ row }: CaseClockProps) {
  const { t } = useTranslation('cases');
  if (!row.breached) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {t('withinSla')}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      data-testid="case-breached"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 700 }}
    >
      <ReportProblemOutlinedIcon fontSize="small" aria-hidden />
      {t('breached')}
    </Box>
  );
}
