import { useTranslation } from 'react-i18next';
import { partnerRevenueInputSchema, partnerUtmInputSchema, type AdminPartner } from '@saakh/domain/partner-admin';
import { EditFieldDialog, type EditValues } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useUpdatePartnerRevenue } from '../api/update-partner-revenue';
import { useUpdatePartnerUtm } from '../api/update-partner-utm';

export type PartnerEditDialogProps = {
  partner: AdminPartner;
  field: 'utm' | 'revenue';
  onClose: () => void;
  onSaved?: (partner: AdminPartner) => void;
};

/** utm_id takes only letters, digits, underscore and hyphen, or nothing (admin spec §5). */
function utmAsTyped(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '');
}

/** The edit dialog (admin spec §2.5) for a partner's utm_id, or its revenue data (revenue_percent, revenue_flat_fee). */
export function PartnerEditDialog({ partner, field, onClose, onSaved }: PartnerEditDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const utm = useUpdatePartnerUtm();
  const revenue = useUpdatePartnerRevenue();

  if (field === 'utm') {
    return (
      <EditFieldDialog
        title={t('partners.editUtm', { name: partner.name })}
        fields={[
          {
            name: 'utm_id',
            label: t('partners.fields.utm_id'),
            kind: 'text',
            asTyped: utmAsTyped,
            maxLength: 60,
            helper: t('partners.utmHint'),
          },
        ]}
        initialValues={{ utm_id: partner.utm_id ?? '' }}
        validate={(values) => schemaProblems(partnerUtmInputSchema, values)}
        blockWhenInvalid
        onSubmit={async (values) => {
          const saved = await utm.mutateAsync({ id: partner.id, input: partnerUtmInputSchema.parse(values) });
          onSaved?.(saved);
        }}
        onClose={onClose}
        maxWidth="xs"
      />
    );
  }
  const revenueValues = (values: EditValues) => ({
    revenue_percent: values.revenue_percent ?? '',
    revenue_flat_fee: values.revenue_flat_fee ?? '',
  });
  return (
    <EditFieldDialog
      title={t('partners.editRevenue', { name: partner.name })}
      fields={[
        {
          name: 'revenue_percent',
          label: t('partners.fields.revenue_percent'),
          kind: 'decimal',
          optional: true,
          endAdornment: '%',
          helper: t('partners.percentHint'),
        },
        {
          name: 'revenue_flat_fee',
          label: t('partners.fields.revenue_flat_fee'),
          kind: 'number',
          optional: true,
          startAdornment: '₹',
          helper: t('partners.flatFeeHint'),
        },
      ]}
      initialValues={{
        revenue_percent: partner.revenue_percent === null ? null : String(partner.revenue_percent),
        revenue_flat_fee: partner.revenue_flat_fee === null ? null : String(partner.revenue_flat_fee),
      }}
      validate={(values) => schemaProblems(partnerRevenueInputSchema, revenueValues(values))}
      blockWhenInvalid
      onSubmit={async (values) => {
        const input = partnerRevenueInputSchema.parse(revenueValues(values));
        onSaved?.(await revenue.mutateAsync({ id: partner.id, input }));
      }}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
