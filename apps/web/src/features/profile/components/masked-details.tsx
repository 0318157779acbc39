import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMaskInfo } from '../api/get-mask-info';

export type MaskedDetailsProps = { userId: number };

/** The PAN and birth date on file, masked as the server gives them (customer spec §3, §9), never in full. */
export function MaskedDetails({ userId }: MaskedDetailsProps) {
  const { t } = useTranslation('customer');
  const { data, isPending, isError } = useMaskInfo(userId);
  if (isPending) return <Skeleton width={260} aria-label={t('loading', { ns: 'common' })} />;
  if (isError || (!data.pan && !data.birth_date)) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} data-testid="masked-details">
      {data.pan ? (
        <Typography variant="body2" color="text.secondary">
          {t('profile.maskedPan', { pan: data.pan })}
        </Typography>
      ) : null}
      {data.birth_date ? (
        <Typography variant="body2" color="text.secondary">
          {t('profile.maskedBirthDate', { date: data.birth_date })}
        </Typography>
      ) : null}
    </Stack>
  );
}
