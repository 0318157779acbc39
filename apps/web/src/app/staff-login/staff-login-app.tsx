import { useEffect, useState } from 'react';
import type { PartnerBranding } from '@saakh/domain/partners';
import { getPartnerBranding } from '@/features/partners/api/partner-branding';
import { getBrandKey, setBrandKey } from '@/lib/brand';
import { BrandLookTheme } from '../brand-look-theme';
import { AdminLoginPage } from './admin-login-page';
import { PartnerLoginPage } from './partner-login-page';

/** Which login an address opens: the admin's, or a partner's (with the brand's key on its own login page). */
export type StaffLogin = { kind: 'admin'; callback: string | null } | { kind: 'partner'; partner: string | undefined };

export function staffLoginAt(pathname: string, search: string): StaffLogin {
  if (/^\/admin\/login\/?$/.test(pathname))
    return { kind: 'admin', callback: new URLSearchParams(search).get('callback') };
  const [, first] = pathname.split('/');
  return { kind: 'partner', partner: first && first !== 'partner' ? decodeURIComponent(first) : undefined };
}

/**
 * The brand the login is drawn in: a partner's own login page's, else the one remembered from this browser's last
 * visit (as the staff app's theme reads it). Without an answer yet, or none, the default look.
 */
function useLoginBrand(partner: string | undefined): PartnerBranding | undefined {
  const [brand, setBrand] = useState<PartnerBranding>();
  useEffect(() => {
    if (partner) setBrandKey(partner);
    let current = true;
    getPartnerBranding(partner ?? getBrandKey()).then(
      (answer) => current && setBrand(answer),
      // No branding: the default look, as the staff app shows it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [partner]);
  return brand;
}

/**
 * The staff login's app (decision 056): one page, without the staff app's router, queries or area code, so a first
 * visit loads only the form. Entering the area is a page load of the staff app.
 */
export function StaffLoginApp({ login }: { login: StaffLogin }) {
  const brand = useLoginBrand(login.kind === 'partner' ? login.partner : undefined);
  return (
    <BrandLookTheme brand={brand}>
      {login.kind === 'admin' ? (
        <AdminLoginPage callback={login.callback} />
      ) : (
        <PartnerLoginPage partner={login.partner} brand={brand} />
      )}
    </BrandLookTheme>
  );
}
