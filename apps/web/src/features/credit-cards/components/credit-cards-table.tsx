/**
 * The card table of /admin/credit-cards (admin spec §2.4, §2.5): sort order, thumbnail, key feature and annual fee
 * edited through the hover edit button, the UTM link and the marketing bullets through their editors, the status and
 * secured switches saved at once, delete after 'Are you sure?'.
 */
import DeleteIcon from '@/components/ui/icons/Delete';
import InfoOutlinedIcon from '@/components/ui/icons/InfoOutlined';
import LinkIcon from '@/components/ui/icons/Link';
import ListAltIcon from '@/components/ui/icons/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_WIDTH, UNIQUE_ID_PLACEHOLDER } from '@saakh/domain/constants';
import {
  creditCardSortColumns,
  parseCreditCardChange,
  type CreditCard,
  type CreditCardProperty,
} from '@saakh/domain/credit-cards';
import { listQueryString } from '@saakh/domain/list-query-string';
import { formatRupees } from '@saakh/domain/money';
import { IMAGE_MAX_BYTES, imageExtensions } from '@saakh/domain/uploads';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { HoverEdit } from '@/components/ui/data-table/hover-edit';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog, type EditField, type EditValue } from '@/components/ui/edit-field-dialog';
import { uploadFile } from '@/lib/upload-file';
import { useDeleteCreditCard } from '../api/delete-credit-card';
import { useCreditCards } from '../api/get-credit-cards';
import { useUpdateCreditCard } from '../api/update-credit-card';

export const creditCardListParams: ListParamsOptions<never> = {
  defaultSort: 'sort_order',
  sorts: creditCardSortColumns.flatMap((column) => [column, `-${column}`]),
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
};

type EditableProperty = Extract<
  CreditCardProperty,
  | 'sort_order'
  | 'category_img_thumb'
  | 'key_feature'
  | 'annual_fee'
  | 'utm_link'
  | 'marketing_bullets'
  | 'category_name_hi'
>;

const kinds = {
  sort_order: 'number',
  category_img_thumb: 'image',
  key_feature: 'multiline',
  annual_fee: 'number',
  utm_link: 'text',
  marketing_bullets: 'lines',
  category_name_hi: 'text',
} as const satisfies Record<EditableProperty, EditField['kind']>;

/** The texts customers read are edited with their Hindi beside them, in one dialog (decision 025). */
const hindiOf: Partial<Record<EditableProperty, 'key_feature_hi' | 'marketing_bullets_hi'>> = {
  key_feature: 'key_feature_hi',
  marketing_bullets: 'marketing_bullets_hi',
};

type DialogProperty = EditableProperty | 'key_feature_hi' | 'marketing_bullets_hi';

function initialValue(card: CreditCard, property: DialogProperty): EditValue {
  const value = card[property];
  if (Array.isArray(value)) return [...value];
  return value === null ? null : String(value);
}

export type CreditCardsTableProps = { params: ListParams<never> };

export function CreditCardsTable({ params }: CreditCardsTableProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const cards = useCreditCards(params.query);
  const toggle = useUpdateCreditCard();
  const edit = useUpdateCreditCard({ silent: true });
  const remove = useDeleteCreditCard();
  const [editing, setEditing] = useState<{ card: CreditCard; property: EditableProperty } | null>(null);
  const [deleting, setDeleting] = useState<CreditCard | null>(null);
  const utmTooltip = t('cards.utmTooltip', { placeholder: UNIQUE_ID_PLACEHOLDER });

  const columns = useMemo<DataTableColumn<CreditCard>[]>(() => {
    const editLabel = (property: EditableProperty, card: CreditCard) =>
      t('cards.editField', { field: t(`cards.fields.${property}`), name: card.category_name });
    const open = (card: CreditCard, property: EditableProperty) => () => setEditing({ card, property });
    const switchColumn = (property: 'secured' | 'status'): DataTableColumn<CreditCard> => ({
      id: property,
      header: t(`cards.columns.${property}`),
      sortKey: property,
      cell: (card) => (
        <Switch
          checked={card[property] === 1}
          onChange={(event) =>
            toggle.mutate({ category_id: card.category_id, property, value: event.target.checked ? 1 : 0 })
          }
          slotProps={{
            input: {
              'aria-label': t('cards.toggle', { field: t(`cards.columns.${property}`), name: card.category_name }),
            },
          }}
        />
      ),
    });
    return [
      {
        id: 'sort_order',
        header: t('cards.columns.sort_order'),
        sortKey: 'sort_order',
        cell: (card) => (
          <HoverEdit label={editLabel('sort_order', card)} onEdit={open(card, 'sort_order')}>
            {card.sort_order}
          </HoverEdit>
        ),
      },
      {
        id: 'thumbnail',
        header: t('cards.columns.thumbnail'),
        cell: (card) => (
          <HoverEdit label={editLabel('category_img_thumb', card)} onEdit={open(card, 'category_img_thumb')}>
            {card.category_img_thumb ? (
              <Box
                component="img"
                src={card.category_img_thumb}
                alt={t('cards.thumbnailAlt', { name: card.category_name })}
                loading="lazy"
                sx={{ width: THUMBNAIL_WIDTH, height: 'auto', display: 'block' }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('cards.noImage')}
              </Typography>
            )}
          </HoverEdit>
        ),
      },
      {
        id: 'name',
        header: t('cards.columns.name'),
        sortKey: 'category_name',
        sticky: 'left',
        minWidth: 160,
        cell: (card) => (
          <HoverEdit label={editLabel('category_name_hi', card)} onEdit={open(card, 'category_name_hi')}>
            <Typography sx={{ fontWeight: 'fontWeightBold' }}>{card.category_name}</Typography>
            <Typography variant="body2" color="text.secondary" lang={card.category_name_hi ? 'hi' : undefined}>
              {card.category_name_hi ?? t('cards.noHindi')}
            </Typography>
          </HoverEdit>
        ),
      },
      {
        id: 'key_feature',
        header: t('cards.columns.key_feature'),
        cell: (card) => (
          <HoverEdit label={editLabel('key_feature', card)} onEdit={open(card, 'key_feature')}>
            <Typography variant="body2" sx={{ minWidth: 160, maxWidth: 260 }}>
              {card.key_feature ?? '—'}
            </Typography>
          </HoverEdit>
        ),
      },
      {
        id: 'annual_fee',
        header: t('cards.columns.annual_fee'),
        sortKey: 'annual_fee',
        cell: (card) => (
          <HoverEdit label={editLabel('annual_fee', card)} onEdit={open(card, 'annual_fee')}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {card.annual_fee === null
                ? '—'
                : card.annual_fee === 0
                  ? t('cards.lifetimeFree')
                  : formatRupees(card.annual_fee)}
            </Typography>
          </HoverEdit>
        ),
      },
      {
        id: 'utm_link',
        header: t('cards.columns.utm_link'),
        headerExtra: (
          <Tooltip title={utmTooltip}>
            <InfoOutlinedIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-label={utmTooltip} />
          </Tooltip>
        ),
        cell: (card) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" noWrap title={card.utm_link ?? undefined} sx={{ maxWidth: 180 }}>
              {card.utm_link ?? '—'}
            </Typography>
            <Tooltip title={utmTooltip}>
              <IconButton size="small" aria-label={editLabel('utm_link', card)} onClick={open(card, 'utm_link')}>
                <LinkIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ),
      },
      {
        id: 'features',
        header: t('cards.columns.features'),
        cell: (card) => (
          <Button
            size="small"
            startIcon={<ListAltIcon />}
            onClick={open(card, 'marketing_bullets')}
            aria-label={editLabel('marketing_bullets', card)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('cards.bulletsCount', { count: card.marketing_bullets.length })}
          </Button>
        ),
      },
      switchColumn('secured'),
      switchColumn('status'),
    ];
  }, [t, toggle, utmTooltip]);

  const rowActions = (card: CreditCard) => [
    {
      label: t('cards.deleteCard', { name: card.category_name }),
      icon: <DeleteIcon fontSize="small" />,
      color: 'error' as const,
      onClick: () => setDeleting(card),
    },
  ];

  const exportQuery = { sort: params.sort, q: params.q.trim() || undefined };

  return (
    <>
      <DataTable
        id="credit-cards"
        label={t('cards.tableLabel')}
        columns={columns}
        result={cards}
        rowKey={(card) => card.category_id}
        rowTestId={(card) => `card-row-${card.category_id}`}
        params={params}
        pageSizes={creditCardListParams.pageSizes}
        emptyTitle={t('cards.empty')}
        searchLabel={t('cards.search')}
        exportHref={(format) => `/api/admin/credit-cards/export${listQueryString({ ...exportQuery, format })}`}
        rowActions={rowActions}
        actionsHeader={t('cards.columns.actions')}
      />
      {editing ? (
        <CardFieldDialog
          card={editing.card}
          property={editing.property}
          utmTooltip={utmTooltip}
          save={(property, value) => edit.mutateAsync({ category_id: editing.card.category_id, property, value })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? t('cards.deleteSubject', { name: deleting.category_name }) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate({ category_id: deleting.category_id }, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  );
}

type CardFieldDialogProps = {
  card: CreditCard;
  property: EditableProperty;
  utmTooltip: string;
  save: (property: DialogProperty, value: EditValue) => Promise<unknown>;
  onClose: () => void;
};

/** One card field, or an English text and its Hindi together; each changed value is saved by its own audited call. */
function CardFieldDialog({ card, property, utmTooltip, save, onClose }: CardFieldDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const hindi = hindiOf[property];
  const properties: DialogProperty[] = hindi ? [property, hindi] : [property];
  const initialValues = Object.fromEntries(properties.map((name) => [name, initialValue(card, name)]));
  const fields: EditField[] = [
    {
      name: property,
      label: t(`cards.fields.${property}`),
      kind: kinds[property],
      helper: property === 'utm_link' ? utmTooltip : undefined,
      image:
        property === 'category_img_thumb'
          ? {
              extensions: imageExtensions,
              maxBytes: IMAGE_MAX_BYTES,
              upload: (file, options) => uploadFile({ file, path: `${card.category_name} - logo` }, options),
            }
          : undefined,
    },
    ...(hindi ? [{ name: hindi, label: t(`cards.fields.${hindi}`), kind: kinds[property], optional: true }] : []),
  ];
  return (
    <EditFieldDialog
      title={t('cards.editField', { field: t(`cards.fields.${property}`), name: card.category_name })}
      fields={fields}
      initialValues={initialValues}
      validate={(values) => {
        const problems: Record<string, string> = {};
        for (const name of properties) {
          const parsed = parseCreditCardChange(name, values[name]);
          if (!parsed.ok) problems[name] = parsed.message;
        }
        return problems;
      }}
      onSubmit={async (values) => {
        for (const name of properties) {
          if (JSON.stringify(values[name]) !== JSON.stringify(initialValues[name])) await save(name, values[name]);
        }
      }}
      onClose={onClose}
    />
  );
}
