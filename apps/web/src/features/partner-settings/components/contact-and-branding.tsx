/** The partner's contact (editable) and its branding as customers see it (read-only: admins keep it). */
import EditIcon from '@/components/ui/icons/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateContactInputSchema, type PartnerSettings } from '@saakh/domain/partner-settings';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { schemaProblems } from '@/lib/field-errors';
import { useUpdateContact } from '../api/settings';

export function ContactSection({ settings }: { settings: PartnerSettings }) {
  const { t } = useTranslation('partner-support');
  const update = useUpdateContact();
  const [editing, setEditing] = useState(false);
  const { contact } = settings;
  return (
    <FormSection id="settings-contact" title={t('settings.contact.title')}>
      <Stack spacing={2}>
        <FactList
          facts={[
            [t('settings.partnerName'), settings.partner.name],
            [t('settings.contact.name'), contact.contact_name ?? '—'],
            [t('settings.contact.email'), contact.contact_email ?? '—'],
            [t('settings.contact.mobile'), contact.contact_mobile ?? '—'],
          ]}
        />
        <div>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('settings.contact.edit')}
          </Button>
        </div>
      </Stack>
      {editing ? (
        <EditFieldDialog
          title={t('settings.contact.edit')}
          fields={[
            { name: 'contact_name', label: t('settings.contact.name'), kind: 'text', maxLength: 80 },
            { name: 'contact_email', label: t('settings.contact.email'), kind: 'text', maxLength: 254 },
            {
              name: 'contact_mobile',
              label: t('settings.contact.mobile'),
              kind: 'text',
              maxLength: 10,
              asTyped: (text) => text.replace(/\D/g, ''),
            },
          ]}
          initialValues={{
            contact_name: contact.contact_name ?? '',
            contact_email: contact.contact_email ?? '',
            contact_mobile: contact.contact_mobile ?? '',
          }}
          validate={(values) => schemaProblems(updateContactInputSchema, values)}
          blockWhenInvalid
          onSubmit={(values) =>
            update.mutateAsync({
              contact_name: String(values.contact_name ?? ''),
              contact_email: String(values.contact_email ?? ''),
              contact_mobile: String(values.contact_mobile ?? ''),
            })
          }
          onClose={() => setEditing(false)}
        />
      ) : null}
    </FormSection>
  );
}

export function BrandingPreview({ settings }: { settings: PartnerSettings }) {
  const { t } = useTranslation('partner-support');
  const { partner } = settings;
  const swatch = (label: string, color: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2">{`${label}: ${color}`}</Typography>
    </Stack>
  );
  return (
    <FormSection id="settings-branding" title={t('settings.branding.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('settings.branding.readOnly')}
        </Typography>
        <Box
          sx={{
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            borderTop: 6,
            borderTopColor: partner.primary_color,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          {partner.logo ? (
            <Box
              component="img"
              src={partner.logo}
              alt={t('settings.branding.logoAlt', { name: partner.name })}
              sx={{ maxHeight: 48, maxWidth: 160 }}
            />
          ) : null}
          <Typography sx={{ fontWeight: 'fontWeightBold' }}>{partner.title ?? partner.name}</Typography>
        </Box>
        {swatch(t('settings.branding.primary'), partner.primary_color)}
        {swatch(t('settings.branding.secondary'), partner.secondary_color)}
        <Typography variant="body2">{t('settings.branding.link', { key: partner.key })}</Typography>
      </Stack>
    </FormSection>
  );
}
