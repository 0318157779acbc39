import { useTranslation } from 'react-i18next';
import { DEDUPE_REASON_MAX, dedupeOverrideInputSchema, type DedupeLog } from '@saakh/domain/dedupe';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useOverrideDedupeLog } from '../api/override-dedupe-log';

export type OverrideDedupeDialogProps = {
  log: DedupeLog;
  onClose: () => void;
};

/** Gives the duplicate to the later partner; the reason is required and kept in the audit log. */
export function OverrideDedupeDialog({ log, onClose }: OverrideDedupeDialogProps) {
  const { t } = useTranslation('de-dupe-logs');
  const override = useOverrideDedupeLog();
  const later = log.duplicate_partner_name ?? t('direct');
  return (
    <EditFieldDialog
      title={t('override.title')}
      fields={[
        {
          name: 'reason',
          label: t('override.reason'),
          kind: 'multiline',
          maxLength: DEDUPE_REASON_MAX,
          helper: t('override.helper', { partner: later }),
        },
      ]}
      initialValues={{ reason: '' }}
      validate={(values) => schemaProblems(dedupeOverrideInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('override.submit')}
      onSubmit={(values) => override.mutateAsync({ id: log.id, input: dedupeOverrideInputSchema.parse(values) })}
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
