import { useTranslation } from 'react-i18next';
import { reportProducts } from '@saakh/domain/product-types';
import {
  CAMPAIGN_MAX,
  URL_SEGMENT_MAX,
  UTM_VALUE_MAX,
  createTrackingLinkInputSchema,
  type TrackingLink,
} from '@saakh/domain/tracking-links';
import { EditFieldDialog, type EditValues } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateTrackingLink } from '../api/create-tracking-link';

/** The product select's value for "no product": the landing then offers every product. */
const ANY_PRODUCT = 'any';

const utmAsTyped = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');
const segmentAsTyped = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]/g, '');

/** The dialog's values as the API's input: blank and "any" mean not given. */
function inputOf(values: EditValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === null || value === '' || (name === 'product' && value === ANY_PRODUCT) ? undefined : value,
    ]),
  );
}

export type CreateTrackingLinkDialogProps = {
  /** The partners a link may be made for. */
  partners: readonly { id: number; name: string; key: string }[];
  onClose: () => void;
  /** The new link, for the page to show its short URL and QR code. */
  onCreated: (link: TrackingLink) => void;
};

/** A new link: partner and campaign, where it lands (the partner's page unless another is named), UTM values, product. */
export function CreateTrackingLinkDialog({ partners, onClose, onCreated }: CreateTrackingLinkDialogProps) {
  const { t } = useTranslation('tracking-links');
  const create = useCreateTrackingLink();
  return (
    <EditFieldDialog
      title={t('create.title')}
      fields={[
        {
          name: 'partner_id',
          label: t('create.partner'),
          kind: 'select',
          options: partners.map((partner) => ({
            value: String(partner.id),
            label: `${partner.name} (${partner.key})`,
          })),
        },
        { name: 'campaign', label: t('create.campaign'), kind: 'text', maxLength: CAMPAIGN_MAX },
        {
          name: 'url_segment',
          label: t('create.segment'),
          kind: 'text',
          maxLength: URL_SEGMENT_MAX,
          asTyped: segmentAsTyped,
          helper: t('create.segmentHint'),
        },
        {
          name: 'utm_source',
          label: t('create.utmSource'),
          kind: 'text',
          maxLength: UTM_VALUE_MAX,
          asTyped: utmAsTyped,
          helper: t('create.sourceHint'),
        },
        {
          name: 'utm_medium',
          label: t('create.utmMedium'),
          kind: 'text',
          maxLength: UTM_VALUE_MAX,
          asTyped: utmAsTyped,
          helper: t('create.mediumHint'),
        },
        {
          name: 'utm_campaign',
          label: t('create.utmCampaign'),
          kind: 'text',
          maxLength: UTM_VALUE_MAX,
          asTyped: utmAsTyped,
          helper: t('create.utmCampaignHint'),
        },
        {
          name: 'product',
          label: t('create.product'),
          kind: 'select',
          options: [
            { value: ANY_PRODUCT, label: t('products.any') },
            ...reportProducts.map((product) => ({ value: product, label: t(`products.${product}`) })),
          ],
        },
      ]}
      initialValues={{
        partner_id: partners.length === 1 ? String(partners[0]?.id) : null,
        campaign: '',
        url_segment: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        product: ANY_PRODUCT,
      }}
      validate={(values) => schemaProblems(createTrackingLinkInputSchema, inputOf(values))}
      blockWhenInvalid
      submitLabel={t('create.submit')}
      onSubmit={async (values) => {
        // Submit is blocked until the values pass the schema, so this parse only types them.
        const answer = await create.mutateAsync(createTrackingLinkInputSchema.parse(inputOf(values)));
        onCreated(answer.data);
      }}
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
