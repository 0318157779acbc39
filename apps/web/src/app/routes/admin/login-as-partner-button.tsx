import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useStartMasquerade } from '@/features/auth/api/masquerade';

export type LoginAsPartnerButtonProps = {
  partner: { id: number; name: string };
  /** Only an active partner with an active user can be opened. */
  disabled: boolean;
  size?: 'small' | 'medium';
};

/**
 * Opens the partner area as this partner (admin spec §2.9). It lives in the app shell because it joins two
 * features (partner config or merchant management, and sign-in), which may not import each other.
 */
export function LoginAsPartnerButton({ partner, disabled, size = 'medium' }: LoginAsPartnerButtonProps) {
  const { t } = useTranslation('admin-catalogue');
  const masquerade = useStartMasquerade();
  return (
    <Button
      size={size}
      variant={size === 'small' ? 'text' : 'outlined'}
      startIcon={<LoginIcon />}
      loading={masquerade.isPending}
      disabled={disabled}
      onClick={() => masquerade.mutate(partner.id)}
      aria-label={t('partners.loginAs', { name: partner.name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('partners.loginAsShort')}
    </Button>
  );
}
