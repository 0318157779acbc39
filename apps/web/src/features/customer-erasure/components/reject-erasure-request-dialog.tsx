import { useTranslation } from 'react-i18next';
import {
  erasureRejectReasons,
  rejectErasureRequestInputSchema,
  type ErasureRequest,
} from '@saakh/domain/customer-erasure';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useRejectErasureRequest } from '../api/reject-erasure-request';

export type RejectErasureRequestDialogProps = {
  request: ErasureRequest;
  onClose: () => void;
};

/** Refuses a pending request; the reason is a category (kept in the audit log), never free text. */
export function RejectErasureRequestDialog({ request, onClose }: RejectErasureRequestDialogProps) {
  const { t } = useTranslation('customer-info-deletion');
  const reject = useRejectErasureRequest();
  return (
    <EditFieldDialog
      title={t('reject.title', { mobile: request.customer_mobile })}
      fields={[
        {
          name: 'reason',
          label: t('reject.reason'),
          kind: 'select',
          options: erasureRejectReasons.map((reason) => ({ value: reason, label: t(`rejectReasons.${reason}`) })),
        },
      ]}
      initialValues={{ reason: '' }}
      validate={(values) => schemaProblems(rejectErasureRequestInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('reject.submit')}
      onSubmit={(values) =>
        reject.mutateAsync({ id: request.id, input: rejectErasureRequestInputSchema.parse(values) })
      }
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
