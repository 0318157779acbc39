import EditIcon from '@/components/ui/icons/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loanProductOfType } from '@saakh/domain/products';
import { productFlows } from '@saakh/domain/routing';
import { DataExportsSection } from '@/features/data-rights/components/data-exports-section';
import { ErasureSection } from '@/features/data-rights/components/erasure-section';
import { HeldDataSection } from '@/features/data-rights/components/held-data-section';
import { SharedPartiesSection } from '@/features/data-rights/components/shared-parties-section';
import { useSetEditing } from '@/features/profile/api/set-editing';
import { getSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';

/**
 * /user/my-data (issue 30 item 4, decision 038): everything Saakh holds about the customer and who received it, a
 * download of it all, the way to correct it, and an erasure request the customer makes and follows alone. Its texts
 * are the customer area's (`dataRights` in customer.json), loaded with the area.
 */
export function MyDataPage() {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  return (
    <>
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack spacing={3}>
        <HeldDataSection correction={<CorrectDetails />} />
        <SharedPartiesSection />
        <DataExportsSection />
        <ErasureSection />
      </Stack>
    </>
  );
}

/**
 * Corrections go through the profile and its rules: the profile page of the product this session is about, opened for
 * editing as the menu's "Return to Profile" does; without a product, the products to choose one from.
 */
function CorrectDetails() {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const navigate = useNavigate();
  const setEditing = useSetEditing();
  const code = loanProductOfType(getSessionValue('productType'));
  if (!code)
    return (
      <Button component={RouterLink} to="/products" variant="outlined" startIcon={<EditIcon />}>
        {t('held.correct')}
      </Button>
    );
  const profilePath = productFlows[code].detail;
  const open = async () => {
    try {
      await setEditing.mutateAsync({ is_editing: 1 });
      await navigate(profilePath);
    } catch {
      // The failure toast has been shown; the customer stays here.
    }
  };
  return (
    <Button
      component={RouterLink}
      to={profilePath}
      variant="outlined"
      startIcon={<EditIcon />}
      loading={setEditing.isPending}
      onClick={(event) => {
        // A real link (it opens in a new tab too); a plain click first turns editing on, so the page stays open.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void open();
      }}
    >
      {t('held.correct')}
    </Button>
  );
}
