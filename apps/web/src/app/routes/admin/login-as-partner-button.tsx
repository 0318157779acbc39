import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { useStartMasquerade } from '@/features/auth/api/masquerade';

export type LoginAsPartnerButtonProps = {
  partner: AdminPartner;
  size?: 'small' | 'medium';
};

/**
 * Opens the partner area as this partner (admin spec §2.9). It lives in the app shell because it joins two
 * features (partner config and sign-in), which may not import each other.
 */
export function LoginAsPartnerButton({ partner, size = 'medium' }: LoginAsPartnerButtonProps) {
  const { t } = useTranslation('admin-catalogue');
  const masquerade = useStartMasquerade();
  return (
    <Button
      size={size}
      variant={size === 'small' ? 'text' : 'outlined'}
      startIcon={<LoginIcon />}
      loading={masquerade.isPending}
      disabled={partner.status !== 1}
      onClick={() => masquerade.mutate(partner.id)}
      aria-label={t('partners.loginAs', { name: partner.name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('partners.loginAsShort')}
    </Button>
  );
}
