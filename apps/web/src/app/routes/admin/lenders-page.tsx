import AddIcon from '@/components/ui/icons/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import { isLoanProductCode } from '@saakh/domain/product-types';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { useSmartLists } from '@/features/catalogue/api/get-smart-lists';
import { AddLenderDialog } from '@/features/lenders/components/add-lender-dialog';
import { LendersTable, lenderListParams } from '@/features/lenders/components/lenders-table';

/** /admin/lenders (admin spec §2.2): the product filter, a name search, Add Lender and the table. */
export function LendersPage() {
  const { t, i18n } = useTranslation('admin-catalogue');
  const smartLists = useSmartLists(isLocale(i18n.language) ? i18n.language : 'en');
  const params = useListParams(lenderListParams);
  const [adding, setAdding] = useState(false);
  const filter = params.filters.filter;

  return (
    <>
      <PageHeader
        title={t('lenders.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('lenders.add')}
          </Button>
        }
      />
      <LendersTable params={params} smartLists={smartLists.data} />
      {adding ? (
        <AddLenderDialog
          defaultProduct={filter && isLoanProductCode(filter) ? filter : 'pl'}
          onClose={() => setAdding(false)}
          // The new lender is shown by its name, wherever the list's order puts it.
          onCreated={(lender) => params.setSearch(lender.name)}
        />
      ) : null}
    </>
  );
}
