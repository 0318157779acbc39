import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@/components/ui/icons/Add';
import DeleteIcon from '@/components/ui/icons/Delete';
import DragIndicatorIcon from '@/components/ui/icons/DragIndicator';
import EditIcon from '@/components/ui/icons/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { LenderRevenueItem } from '@saakh/domain/revenue';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useDeleteRevenue } from '../../api/delete-revenue';
import { useLenderRevenue } from '../../api/get-lender-revenue';
import { useSetRevenueOrder } from '../../api/set-revenue-order';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RevenueFormDialog } from './revenue-form-dialog';

function range(min: number | null, max: number | null, format: (value: number) => string = String): string {
  if (min === null && max === null) return '—';
  return `${min === null ? '—' : format(min)} – ${max === null ? '—' : format(max)}`;
}

type RevenueRowProps = {
  item: LenderRevenueItem;
  position: number;
  onEdit: (item: LenderRevenueItem) => void;
  onDelete: (item: LenderRevenueItem) => void;
};

function RevenueRow({ item, position, onEdit, onDelete }: RevenueRowProps) {
  const { t } = useTranslation('admin-catalogue');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const rowName = t('revenue.rowName', { position, type: item.revenue_type_name });
  return (
    <TableRow
      ref={setNodeRef}
      data-testid={`revenue-row-${item.id}`}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <TableCell padding="checkbox">
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={t('revenue.dragHandle', { name: rowName })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      <TableCell>{position}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{item.revenue_type_name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {range(item.slab_disbursed_min, item.slab_disbursed_max, formatRupees)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{range(item.slab_number_min, item.slab_number_max)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{range(item.ats_min, item.ats_max, formatRupees)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRupees(item.revenue_flat)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {item.revenue_percent === null ? '—' : `${item.revenue_percent}%`}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={item.status === 1 ? 'success' : 'default'}
          label={t(item.status === 1 ? 'active' : 'inactive')}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={t('revenue.editRow', { name: rowName })} onClick={() => onEdit(item)}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="error"
          aria-label={t('revenue.deleteRow', { name: rowName })}
          onClick={() => onDelete(item)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

export type RevenueTableProps = {
  lenderId: number;
  onSaved?: () => void;
};

const columns = [
  'order',
  'position',
  'type',
  'slabDisbursed',
  'slabNumber',
  'ats',
  'flat',
  'percent',
  'status',
  'actions',
] as const;

/**
 * The lender's revenue slabs in their order: add, edit, delete, and drag and drop (pointer or keyboard:
 * Space to lift, arrows to move, Space to drop) saved at once (admin spec §2.3).
 */
export function RevenueTable({ lenderId, onSaved }: RevenueTableProps) {
  const { t } = useTranslation('admin-catalogue');
  const revenue = useLenderRevenue(lenderId);
  const reorder = useSetRevenueOrder(lenderId);
  const remove = useDeleteRevenue(lenderId);
  const [editing, setEditing] = useState<LenderRevenueItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LenderRevenueItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = revenue.data;

  const nameOf = (id: string | number) => {
    const index = items?.findIndex((item) => item.id === id) ?? -1;
    return index < 0
      ? String(id)
      : t('revenue.rowName', { position: index + 1, type: items?.[index]?.revenue_type_name });
  };
  const positionOf = (id: string | number | undefined) => (items?.findIndex((item) => item.id === id) ?? -1) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('revenue.dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('revenue.dnd.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('revenue.dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('revenue.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const instructions: ScreenReaderInstructions = { draggable: t('revenue.dnd.instructions') };

  const ids = useMemo(() => items?.map((item) => item.id) ?? [], [items]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!items || !over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    reorder.mutate(arrayMove(items, from, to), { onSuccess: () => onSaved?.() });
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('revenue.title')}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('revenue.add')}
        </Button>
      </Box>
      {revenue.isPending ? (
        <PageLoader minHeight={120} />
      ) : revenue.isError ? (
        <ErrorState error={revenue.error} onRetry={() => void revenue.refetch()} />
      ) : revenue.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('revenue.empty')} />
        </Paper>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('revenue.title')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {t(`revenue.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  {revenue.data.map((item, index) => (
                    <RevenueRow
                      key={item.id}
                      item={item}
                      position={index + 1}
                      onEdit={setEditing}
                      onDelete={setDeleting}
                    />
                  ))}
                </SortableContext>
              </TableBody>
            </Table>
          </TableContainer>
        </DndContext>
      )}

      {editing !== null ? (
        <RevenueFormDialog
          lenderId={lenderId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? t('revenue.deleteSubject', { name: nameOf(deleting.id) }) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              onSaved?.();
            },
          });
        }}
      />
    </Stack>
  );
}
