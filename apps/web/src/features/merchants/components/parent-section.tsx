/** A sub-DSA's parent partner and the share of its commission the parent takes; or the partner's own sub-partners. */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { partnerParentInputSchema, type MerchantPartnerDetail } from '@saakh/domain/merchants';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { schemaProblems } from '@/lib/field-errors';
import { useParentOptions } from '../api/get-parent-options';
import { useSetPartnerParent } from '../api/set-partner-parent';

export type ParentSectionProps = { partner: MerchantPartnerDetail };

export function ParentSection({ partner }: ParentSectionProps) {
  const { t } = useTranslation('merchant-management');
  const [editing, setEditing] = useState(false);
  const options = useParentOptions(partner.id);
  const setParent = useSetPartnerParent();
  const isParent = partner.sub_partners.length > 0;

  return (
    <FormSection id="partner-parent" title={t('parent.title')}>
      <Stack spacing={2}>
        {isParent ? (
          <>
            <Typography variant="body2">{t('parent.isParent')}</Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {partner.sub_partners.map((sub) => (
                <li key={sub.id}>
                  <Link component={RouterLink} to={`/admin/merchant-management/${sub.id}`}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <FactList
            facts={[
              [t('parent.parent'), partner.parent_name ?? t('parent.none')],
              [t('parent.split'), partner.parent_split_percent === null ? '—' : `${partner.parent_split_percent}%`],
            ]}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('parent.hint')}
        </Typography>
        {isParent ? null : (
          <div>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('parent.change')}
            </Button>
          </div>
        )}
      </Stack>
      {editing ? (
        <EditFieldDialog
          title={t('parent.change')}
          fields={[
            {
              name: 'parent_partner_id',
              label: t('parent.parent'),
              kind: 'select',
              options: [
                { value: '', label: t('parent.none') },
                ...(options.data ?? []).map((option) => ({ value: String(option.id), label: option.name })),
              ],
            },
            { name: 'split_percent', label: t('parent.split'), kind: 'decimal', endAdornment: '%', optional: true },
          ]}
          initialValues={{
            parent_partner_id: partner.parent_partner_id === null ? '' : String(partner.parent_partner_id),
            split_percent: partner.parent_split_percent === null ? null : String(partner.parent_split_percent),
          }}
          validate={(values) => schemaProblems(partnerParentInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('parent.save')}
          onSubmit={(values) =>
            setParent.mutateAsync({ id: partner.id, input: partnerParentInputSchema.parse(values) })
          }
          onClose={() => setEditing(false)}
          maxWidth="xs"
        />
      ) : null}
    </FormSection>
  );
}
