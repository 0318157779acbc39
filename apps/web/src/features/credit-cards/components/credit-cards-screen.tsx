import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_WIDTH, UNIQUE_ID_PLACEHOLDER } from '@saakh/domain/constants';
import { parseCreditCardChange, type CreditCard, type CreditCardProperty } from '@saakh/domain/credit-cards';
import { formatRupees } from '@saakh/domain/money';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCreditCard } from '../api/delete-credit-card';
import { useCreditCards } from '../api/get-credit-cards';
import { useUpdateCreditCard } from '../api/update-credit-card';
import { CreateCardDialog } from './create-card-dialog';
import { EditFieldDialog, type EditFieldKind, type EditFieldValue } from './edit-field-dialog';

type EditableProperty = Extract<
  CreditCardProperty,
  'sort_order' | 'category_img_thumb' | 'key_feature' | 'annual_fee' | 'utm_link' | 'marketing_bullets'
>;

const kinds: Record<EditableProperty, EditFieldKind> = {
  sort_order: 'number',
  category_img_thumb: 'image',
  key_feature: 'text',
  annual_fee: 'number',
  utm_link: 'text',
  marketing_bullets: 'bullets',
};

function initialValue(card: CreditCard, property: EditableProperty): EditFieldValue {
  const value = card[property];
  if (Array.isArray(value)) return [...value];
  return value === null ? null : String(value);
}

type HoverEditCellProps = { label: string; onEdit: () => void; children: ReactNode };

/** A cell whose edit button shows on hover or keyboard focus (always on touch screens, which cannot hover). */
function HoverEditCell({ label, onEdit, children }: HoverEditCellProps) {
  return (
    <TableCell
      sx={{
        '& .hover-edit': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .hover-edit, & .hover-edit:focus-visible': { opacity: 1 },
        '@media (hover: none)': { '& .hover-edit': { opacity: 1 } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
        <IconButton className="hover-edit" size="small" aria-label={label} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Box>
    </TableCell>
  );
}

const columns = [
  'sort_order',
  'thumbnail',
  'name',
  'key_feature',
  'annual_fee',
  'utm_link',
  'features',
  'secured',
  'status',
  'actions',
] as const;

/** /admin/credit-cards (admin spec §2.4, §2.5). */
export function CreditCardsScreen() {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const cards = useCreditCards();
  const toggle = useUpdateCreditCard();
  const edit = useUpdateCreditCard({ silent: true });
  const remove = useDeleteCreditCard();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ card: CreditCard; property: EditableProperty } | null>(null);
  const [deleting, setDeleting] = useState<CreditCard | null>(null);
  const utmTooltip = t('cards.utmTooltip', { placeholder: UNIQUE_ID_PLACEHOLDER });

  const editLabel = (property: EditableProperty, card: CreditCard) =>
    t('cards.editField', { field: t(`cards.fields.${property}`), name: card.category_name });
  const open = (card: CreditCard, property: EditableProperty) => () => setEditing({ card, property });

  const table = (list: CreditCard[]) => (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('cards.tableLabel')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {t(`cards.columns.${column}`)}
                {column === 'utm_link' ? (
                  <Tooltip title={utmTooltip}>
                    <InfoOutlinedIcon
                      fontSize="inherit"
                      sx={{ ml: 0.5, verticalAlign: 'middle' }}
                      aria-label={utmTooltip}
                    />
                  </Tooltip>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((card) => (
            <TableRow key={card.category_id} hover data-testid={`card-row-${card.category_id}`}>
              <HoverEditCell label={editLabel('sort_order', card)} onEdit={open(card, 'sort_order')}>
                {card.sort_order}
              </HoverEditCell>
              <HoverEditCell label={editLabel('category_img_thumb', card)} onEdit={open(card, 'category_img_thumb')}>
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
              </HoverEditCell>
              <TableCell sx={{ minWidth: 160, fontWeight: 600 }}>{card.category_name}</TableCell>
              <HoverEditCell label={editLabel('key_feature', card)} onEdit={open(card, 'key_feature')}>
                <Typography variant="body2" sx={{ minWidth: 160, maxWidth: 260 }}>
                  {card.key_feature ?? '—'}
                </Typography>
              </HoverEditCell>
              <HoverEditCell label={editLabel('annual_fee', card)} onEdit={open(card, 'annual_fee')}>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {card.annual_fee === null
                    ? '—'
                    : card.annual_fee === 0
                      ? t('cards.lifetimeFree')
                      : formatRupees(card.annual_fee)}
                </Typography>
              </HoverEditCell>
              <TableCell>
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
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  startIcon={<ListAltIcon />}
                  onClick={open(card, 'marketing_bullets')}
                  aria-label={editLabel('marketing_bullets', card)}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('cards.bulletsCount', { count: card.marketing_bullets.length })}
                </Button>
              </TableCell>
              <TableCell>
                <Switch
                  checked={card.secured === 1}
                  onChange={(event) =>
                    toggle.mutate({
                      category_id: card.category_id,
                      property: 'secured',
                      value: event.target.checked ? 1 : 0,
                    })
                  }
                  slotProps={{
                    input: {
                      'aria-label': t('cards.toggle', { field: t('cards.columns.secured'), name: card.category_name }),
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={card.status === 1}
                  onChange={(event) =>
                    toggle.mutate({
                      category_id: card.category_id,
                      property: 'status',
                      value: event.target.checked ? 1 : 0,
                    })
                  }
                  slotProps={{
                    input: {
                      'aria-label': t('cards.toggle', { field: t('cards.columns.status'), name: card.category_name }),
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <IconButton
                  color="error"
                  aria-label={t('cards.deleteCard', { name: card.category_name })}
                  onClick={() => setDeleting(card)}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('cards.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('cards.create')}
        </Button>
      </Box>

      {cards.isPending ? (
        <PageLoader label={t('cards.loading')} />
      ) : cards.isError ? (
        <ErrorState message={errorMessage(cards.error, t('loadFailed'))} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('cards.empty')} />
        </Paper>
      ) : (
        table(cards.data)
      )}

      <CreateCardDialog open={creating} onClose={() => setCreating(false)} />
      {editing ? (
        <EditFieldDialog
          title={editLabel(editing.property, editing.card)}
          label={t(`cards.fields.${editing.property}`)}
          kind={kinds[editing.property]}
          initialValue={initialValue(editing.card, editing.property)}
          uploadPath={`${editing.card.category_name} - logo`}
          multiline={editing.property === 'key_feature'}
          helper={editing.property === 'utm_link' ? utmTooltip : undefined}
          validate={(value) => {
            const parsed = parseCreditCardChange(editing.property, value);
            return parsed.ok ? null : parsed.message;
          }}
          onSubmit={(value) =>
            edit.mutateAsync({ category_id: editing.card.category_id, property: editing.property, value })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={remove.isPending ? undefined : () => setDeleting(null)}
        aria-labelledby="delete-card-title"
        aria-describedby="delete-card-text"
      >
        <DialogTitle id="delete-card-title">{t('areYouSure')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-card-text">
            {deleting ? t('cards.deleteSubject', { name: deleting.category_name }) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              deleting && remove.mutate({ category_id: deleting.category_id }, { onSuccess: () => setDeleting(null) })
            }
          >
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
