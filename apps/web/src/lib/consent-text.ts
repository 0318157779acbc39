/**
 * A consent's words as the customer reads them before ticking (the versioned `consentText.<kind>` of the domain's
 * consent messages; a household income declaration's own message), with the lender named where the text has one.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ConsentTextOf = (kind: string, lender?: string | null) => string;

export function useConsentText(): ConsentTextOf {
  const { t } = useTranslation('domain');
  return useCallback(
    (kind, lender) => {
      const text = t([`consentText.${kind}`, kind]);
      return lender ? text.split('{lender}').join(lender) : text;
    },
    [t],
  );
}
