import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, type InputHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Lender, LenderProperty } from '@saakh/domain/lenders';
import { formatRupees } from '@saakh/domain/money';
import type { SmartListOption } from '@saakh/domain/smart-lists';
import { EditableNumberCell, type NumberCellProperty } from './editable-number-cell';

export type LenderFlagProperty = Extract<
  LenderProperty,
  'salaried' | 'self_employed' | 'business' | 'lender_status' | 'so_status'
>;
export type LenderDialogKind = 'specialOffer' | 'rename' | 'delete';

/** Texts the rows need, computed once by the table so a row holds no translation hook of its own. */
export type LenderRowLabels = {
  columns: Record<
    | 'min_income'
    | 'max_income'
    | 'min_age'
    | 'max_age'
    | 'priority'
    | 'ticket_class'
    | 'credit_score_class'
    | LenderFlagProperty,
    string
  >;
  products: Record<Lender['product'], string>;
  notSet: string;
  editHint: string;
  open: string;
  edit: string;
  delete: string;
  specialOffer: string;
  noOffer: string;
};

export type LenderRowProps = {
  lender: Lender;
  labels: LenderRowLabels;
  ticketOptions: readonly SmartListOption[];
  scoreOptions: readonly SmartListOption[];
  onNumber: (lenderId: number, property: NumberCellProperty, value: number | null) => Promise<unknown>;
  onChange: (lenderId: number, property: LenderProperty, value: number | null) => void;
  onDialog: (kind: LenderDialogKind, lender: Lender) => void;
};

const flagColumns = ['salaried', 'self_employed', 'business'] as const;

/** data-* keys are only allowed as JSX attributes, so slot props carrying them are typed here once. */
function inputAttributes(attributes: Record<string, string>): InputHTMLAttributes<HTMLInputElement> {
  return attributes;
}

function of(label: string, name: string): string {
  return `${label} · ${name}`;
}

/** One lender; memoised, so an edit re-renders only the row whose lender object changed. */
export const LenderRow = memo(function LenderRow({
  lender,
  labels,
  ticketOptions,
  scoreOptions,
  onNumber,
  onChange,
  onDialog,
}: LenderRowProps) {
  const id = lender.lender_id;
  const numberCell = (property: NumberCellProperty, format?: (value: number) => string) => (
    <TableCell>
      <EditableNumberCell
        lenderId={id}
        property={property}
        value={lender[property]}
        label={of(labels.columns[property], lender.name)}
        editHint={labels.editHint}
        format={format}
        onSave={onNumber}
      />
    </TableCell>
  );
  const selectCell = (property: 'ticket_class' | 'credit_score_class', options: readonly SmartListOption[]) => {
    const selectInput = { 'aria-label': of(labels.columns[property], lender.name), 'data-testid': `${property}-${id}` };
    return (
      <TableCell>
        <NativeSelect
          value={lender[property] ?? ''}
          onChange={(event) => onChange(id, property, event.target.value === '' ? null : Number(event.target.value))}
          inputProps={selectInput}
          sx={{ minWidth: 150, fontSize: 'inherit' }}
        >
          <option value="">{labels.notSet}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.value}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
    );
  };
  const flagCell = (property: LenderFlagProperty) => (
    <Checkbox
      size="small"
      checked={lender[property] === 1}
      onChange={(event) => onChange(id, property, event.target.checked ? 1 : 0)}
      slotProps={{
        input: inputAttributes({
          'aria-label': of(labels.columns[property], lender.name),
          'data-testid': `${property}-${id}`,
        }),
      }}
    />
  );

  return (
    <TableRow hover data-testid={`lender-row-${id}`}>
      <TableCell sx={{ minWidth: 160 }}>
        <Link
          component={RouterLink}
          to={`/admin/lenders/${id}`}
          aria-label={of(labels.open, lender.name)}
          sx={{ fontWeight: 600 }}
        >
          {lender.name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="p">
          {labels.products[lender.product]}
        </Typography>
      </TableCell>
      {numberCell('min_income', formatRupees)}
      {numberCell('max_income', formatRupees)}
      {numberCell('min_age')}
      {numberCell('max_age')}
      {selectCell('ticket_class', ticketOptions)}
      {selectCell('credit_score_class', scoreOptions)}
      {flagColumns.map((property) => (
        <TableCell key={property} padding="checkbox" align="center">
          {flagCell(property)}
        </TableCell>
      ))}
      {numberCell('priority')}
      <TableCell padding="checkbox" align="center">
        {flagCell('lender_status')}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {flagCell('so_status')}
          <IconButton
            size="small"
            aria-label={of(labels.specialOffer, lender.name)}
            onClick={() => onDialog('specialOffer', lender)}
          >
            <LocalOfferIcon fontSize="small" />
          </IconButton>
          <Typography
            variant="body2"
            noWrap
            sx={{ maxWidth: 120 }}
            color={lender.so_text ? 'text.primary' : 'text.secondary'}
          >
            {lender.so_text ?? labels.noOffer}
          </Typography>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={of(labels.edit, lender.name)} onClick={() => onDialog('rename', lender)}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="error"
          aria-label={of(labels.delete, lender.name)}
          onClick={() => onDialog('delete', lender)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
