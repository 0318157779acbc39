import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lenderRangeProblem,
  lenderRegistrationProblem,
  parseLenderChange,
  type Lender,
  type LenderProperty,
} from '@saakh/domain/lenders';
import { toast } from '@/lib/toast';

export type SaveLenderField = (property: LenderProperty, value: unknown) => Promise<unknown>;

export type FieldKind = 'text' | 'integer' | 'decimal' | 'date';

export type LenderTextFieldProps = {
  lender: Lender;
  property: LenderProperty;
  label: string;
  kind?: FieldKind;
  multiline?: boolean;
  helperText?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  maxLength?: number;
  /** The language of the value (the Hindi beside an English text), so screen readers and spell checkers use it. */
  lang?: string;
  onSave: SaveLenderField;
};

function storedText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** What the draft stands for: null when emptied (number fields send null), else the trimmed text. */
function draftValue(draft: string): string | null {
  const trimmed = draft.trim();
  return trimmed === '' ? null : trimmed;
}

function sameValue(kind: FieldKind, stored: unknown, next: string | null): boolean {
  if (next === null) return stored === null || stored === undefined || stored === '';
  if (kind === 'integer' || kind === 'decimal') return typeof stored === 'number' && Number(next) === stored;
  return storedText(stored) === next;
}

/**
 * A lender field saved on blur, only when its value changed (admin spec §2.3). The value is checked with the
 * property's own rule first (its message shows under the field); a minimum above its maximum, like a failed save,
 * says why in a toast and goes back to the stored value. Priority follows its own rule: empty means the default '0', and a negative value or one
 * that is not a number is ignored.
 */
export function LenderTextField({
  lender,
  property,
  label,
  kind = 'text',
  multiline,
  helperText,
  startAdornment,
  endAdornment,
  maxLength,
  lang,
  onSave,
}: LenderTextFieldProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const stored = lender[property];
  const [draft, setDraft] = useState(storedText(stored));
  const [seen, setSeen] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (seen !== stored) {
    // The stored value changed (saved here, reloaded after a failure, or edited elsewhere): show it.
    setSeen(stored);
    setDraft(storedText(stored));
    setError(null);
  }

  const commit = async () => {
    let next = draftValue(draft);
    if (property === 'priority') {
      if (next === null) next = '0';
      const number = Number(next);
      if (!Number.isFinite(number) || number < 0) {
        setDraft(storedText(stored));
        return;
      }
      setDraft(next);
    }
    if (sameValue(kind, stored, next)) {
      setError(null);
      return;
    }
    const parsed = parseLenderChange(property, next);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    // The server's own rule, checked here without a round trip: refused as the server refuses it (its message in
    // a toast, the stored value back in the field).
    const rangeProblem =
      lenderRangeProblem(lender, property, parsed.value.value) ??
      lenderRegistrationProblem(lender, property, parsed.value.value);
    if (rangeProblem) {
      toast(t(rangeProblem, { ns: 'domain' }), 'error');
      setDraft(storedText(stored));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(property, parsed.value.value);
    } catch {
      setDraft(storedText(stored));
    } finally {
      setSaving(false);
    }
  };

  const numeric = kind === 'integer' || kind === 'decimal';
  return (
    <TextField
      label={label}
      value={draft}
      type={numeric ? 'number' : kind === 'date' ? 'date' : 'text'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !multiline) (event.target as HTMLInputElement).blur();
      }}
      error={error !== null}
      helperText={error ? t(error, { ns: 'domain' }) : helperText}
      disabled={saving}
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        input: startAdornment || endAdornment ? { startAdornment, endAdornment } : undefined,
        htmlInput: {
          'data-testid': `field-${property}`,
          maxLength,
          lang,
          inputMode: kind === 'integer' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined,
          step: kind === 'decimal' ? 0.01 : kind === 'integer' ? 1 : undefined,
          min: numeric ? 0 : undefined,
        },
      }}
    />
  );
}

export type LenderSwitchProps = {
  lender: Lender;
  property: Extract<
    LenderProperty,
    'lender_status' | 'autosubmission' | 'so_status' | 'api' | 'salaried' | 'self_employed' | 'business'
  >;
  label: string;
  onSave: SaveLenderField;
};

/**
 * A 0/1 lender flag saved as soon as it is switched. It moves at once and shows the value being saved until the
 * server answers (on a slow network a switch that waited would invite a second tap, which switches it back); a
 * refused save puts it back to the stored value.
 */
export function LenderSwitch({ lender, property, label, onSave }: LenderSwitchProps) {
  const [saving, setSaving] = useState<0 | 1 | null>(null);
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={(saving ?? lender[property]) === 1}
          onChange={(event) => {
            const next = event.target.checked ? 1 : 0;
            setSaving(next);
            void onSave(property, next)
              .catch(() => undefined)
              .finally(() => setSaving(null));
          }}
          data-testid={`switch-${property}`}
        />
      }
    />
  );
}

export type LenderSelectProps = {
  lender: Lender;
  property: Extract<LenderProperty, 'ticket_class' | 'credit_score_class' | 'lender_mode' | 'lender_kind'>;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** Offer "not set" (null) as a choice. */
  nullable?: boolean;
  onSave: SaveLenderField;
};

/** A dropdown saved on change; a kind its registration does not fit is refused as the server refuses it. */
export function LenderSelect({ lender, property, label, options, nullable, onSave }: LenderSelectProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const value = lender[property];
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const raw = event.target.value;
        const next = raw === '' ? null : property === 'lender_mode' || property === 'lender_kind' ? raw : Number(raw);
        const problem = lenderRegistrationProblem(lender, property, next);
        if (problem) {
          toast(t(problem, { ns: 'domain' }), 'error');
          return;
        }
        void onSave(property, next).catch(() => undefined);
      }}
      slotProps={{ htmlInput: { 'data-testid': `field-${property}` } }}
    >
      {nullable ? (
        <MenuItem value="">
          <em>{t('notSet')}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
