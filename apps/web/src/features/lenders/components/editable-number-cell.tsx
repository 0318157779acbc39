import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lenderRangeProblem, type Lender, type LenderProperty } from '@saakh/domain/lenders';
import { toast } from '@/lib/toast';

export type NumberCellProperty = Extract<
  LenderProperty,
  'min_income' | 'max_income' | 'min_age' | 'max_age' | 'priority'
>;

export type EditableNumberCellProps = {
  lender: Lender;
  property: NumberCellProperty;
  /** What the cell holds, for screen readers ("Income (min) of Kotak"). */
  label: string;
  /** Hint read after the value in view mode ("click to edit"). */
  editHint: string;
  format?: (value: number) => string;
  onSave: (lenderId: number, property: NumberCellProperty, value: number | null) => Promise<unknown>;
};

/** The value the draft stands for: null when emptied, NaN when it is not a number. */
function draftValue(draft: string): number | null {
  const trimmed = draft.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * A number shown as text until clicked, then edited in place; leaving the field saves a changed value and the
 * cell returns to view once the save attempt is over (admin spec §2.2). Enter saves, Escape cancels.
 */
export const EditableNumberCell = memo(function EditableNumberCell({
  lender,
  property,
  label,
  editHint,
  format = String,
  onSave,
}: EditableNumberCellProps) {
  const { t } = useTranslation('domain');
  const lenderId = lender.lender_id;
  const value = lender[property];
  const [mode, setMode] = useState<'view' | 'edit' | 'saving'>('view');
  const [draft, setDraft] = useState('');

  const startEditing = () => {
    setDraft(value === null ? '' : String(value));
    setMode('edit');
  };

  const commit = () => {
    if (mode !== 'edit') return;
    const next = draftValue(draft);
    // Priority that is not a number or is negative is ignored (admin spec §5); so is an unchanged value.
    const ignored = next !== null && (Number.isNaN(next) || (property === 'priority' && next < 0));
    if (ignored || next === value) {
      setMode('view');
      return;
    }
    // The same rule the server applies (a minimum above its maximum): refused here without a round trip.
    const problem = lenderRangeProblem(lender, property, next);
    if (problem) {
      toast(t(problem), 'error');
      setMode('view');
      return;
    }
    setMode('saving');
    void onSave(lenderId, property, next)
      .catch(() => undefined)
      .finally(() => setMode('view'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') setMode('view');
  };

  if (mode === 'view') {
    return (
      <ButtonBase
        disableRipple
        onClick={startEditing}
        aria-label={`${label}: ${value === null ? '—' : format(value)}. ${editHint}`}
        data-testid={`${property}-${lenderId}`}
        sx={{
          minWidth: 64,
          minHeight: 32,
          px: 1,
          justifyContent: 'flex-start',
          borderRadius: 1,
          font: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {value === null ? '—' : format(value)}
      </ButtonBase>
    );
  }

  return (
    <InputBase
      autoFocus
      type="number"
      value={draft}
      readOnly={mode === 'saving'}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      endAdornment={mode === 'saving' ? <CircularProgress size={14} aria-hidden /> : undefined}
      inputProps={{
        'aria-label': label,
        inputMode: 'numeric',
        min: property === 'priority' ? 0 : undefined,
        'data-testid': `${property}-${lenderId}-input`,
      }}
      sx={{ width: 110, px: 1, border: 1, borderColor: 'primary.main', borderRadius: 1, fontSize: 'inherit' }}
    />
  );
});
