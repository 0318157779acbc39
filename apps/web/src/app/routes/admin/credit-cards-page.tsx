import AddIcon from '@/components/ui/icons/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { CreateCardDialog } from '@/features/credit-cards/components/create-card-dialog';
import { CreditCardsTable, creditCardListParams } from '@/features/credit-cards/components/credit-cards-table';

/** /admin/credit-cards (admin spec §2.4): the card table and Create. */
export function CreditCardsPage() {
  const { t } = useTranslation('admin-catalogue');
  const params = useListParams(creditCardListParams);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('cards.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('cards.create')}
          </Button>
        }
      />
      <CreditCardsTable params={params} />
      {creating ? (
        <CreateCardDialog
          onClose={() => setCreating(false)}
          // The new card is shown by its name, wherever its sort order puts it.
          onCreated={(card) => params.setSearch(card.category_name)}
        />
      ) : null}
    </>
  );
}
