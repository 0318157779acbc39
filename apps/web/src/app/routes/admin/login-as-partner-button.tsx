import LoginIcon from '@/components/ui/icons/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartMasquerade } from '@/features/auth/api/masquerade';

/** Why a partner's area cannot be opened: it is not active, or it has no user who can sign in. */
export type LoginAsBlock = 'inactive' | 'no_user';

export type LoginAsPartnerButtonProps = {
  partner: { id: number; name: string };
  /** Only an active partner with an active user can be opened; otherwise the button says why it cannot. */
  blocked: LoginAsBlock | null;
  size?: 'small' | 'medium';
};

/** What stops a partner's area from opening, from its status and how many of its users can sign in. */
export function loginAsBlock(active: boolean, activeUsers: number): LoginAsBlock | null {
  if (!active) return 'inactive';
  return activeUsers === 0 ? 'no_user' : null;
}

/**
 * Opens the partner area as this partner (admin spec §2.9). It lives in the app shell because it joins two
 * features (partner config or merchant management, and sign-in), which may not import each other. Where it cannot
 * work it is disabled with the reason beside it, read with the button, rather than failing with "Not found".
 */
export function LoginAsPartnerButton({ partner, blocked, size = 'medium' }: LoginAsPartnerButtonProps) {
  const { t } = useTranslation('admin-catalogue');
  const masquerade = useStartMasquerade();
  const reasonId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size={size}
        variant={size === 'small' ? 'text' : 'outlined'}
        startIcon={<LoginIcon />}
        loading={masquerade.isPending}
        disabled={blocked !== null}
        onClick={() => masquerade.mutate(partner.id)}
        aria-label={t('partners.loginAs', { name: partner.name })}
        aria-describedby={blocked ? reasonId : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('partners.loginAsShort')}
      </Button>
      {blocked ? (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {t(`partners.loginAsBlocked.${blocked}`)}
        </Typography>
      ) : null}
    </Stack>
  );
}
