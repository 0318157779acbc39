import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Where the grievance redressal page is: linked from every footer, the KFS and every offer page (issue 30). */
export const GRIEVANCE_PAGE_PATH = '/grievance-redressal';

/** One line naming the grievance redressal page, for the KFS and the offers pages. */
export function GrievanceLink() {
  // The line is the customer pages' text (not in the common texts every page loads); the link's name is the footer's.
  const { t } = useTranslation(['customer', 'common']);
  return (
    <Typography variant="body2" color="text.secondary">
      {t('grievanceLine')}{' '}
      <Link component={RouterLink} to={GRIEVANCE_PAGE_PATH} underline="always">
        {t('common:footer.grievance')}
      </Link>
    </Typography>
  );
}
