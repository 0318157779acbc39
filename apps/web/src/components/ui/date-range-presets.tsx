/**
 * The date range of a report or dashboard (admin spec §3): the presets yesterday, last 7 days and last 30 days (which
 * end yesterday, in India) and a custom range, kept in the page's URL. Operational pages may add `today`.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  datePresets,
  reportPresets,
  resolveRange,
  type DatePreset,
  type DateRangeQuery,
  type DayRange,
} from '@saakh/domain/date-ranges';
import { loadCatalogues } from '@/lib/i18n';

export type DateRangeState = {
  /** What the URL asks for. */
  query: DateRangeQuery & { preset: DatePreset };
  /** The days it means, or the custom range's problem (a domain message key). */
  range: DayRange | null;
  problem: { field: 'from' | 'to'; message: string } | null;
  /** Writes the given keys (an undefined one is removed) and keeps the others as the URL has them now. */
  set: (next: DateRangeQuery & { preset: DatePreset }) => void;
};

function isPreset(value: string | null): value is DatePreset {
  return value !== null && (datePresets as readonly string[]).includes(value);
}

/** The range in the URL (`preset`, `from`, `to`), the caller's default preset when none is given. */
export function useDateRangeParam(fallback: Exclude<DatePreset, 'custom_range'>): DateRangeState {
  const [params, setParams] = useSearchParams();
  const presetParam = params.get('preset');
  const query = {
    preset: isPreset(presetParam) ? presetParam : fallback,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const resolved = resolveRange(query, new Date(), fallback);
  // The address last asked for, until the router has it: setSearchParams' updater reads the params of the last
  // render, and a navigation that has not landed yet (the route's data still loading) is not in them, so a second
  // change right after the first (the last day typed just after the first) would drop the first.
  const asked = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (asked.current === search) asked.current = null;
  }, [search]);
  const set = useCallback(
    (next: DateRangeQuery & { preset: DatePreset }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(asked.current ?? current);
          updated.delete('page');
          for (const [key, value] of Object.entries(next)) {
            if (value && !(key === 'preset' && value === fallback)) updated.set(key, value);
            else updated.delete(key);
          }
          if (next.preset !== 'custom_range') {
            updated.delete('from');
            updated.delete('to');
          }
          asked.current = updated.toString();
          return updated;
        },
        { replace: true },
      ),
    [setParams, fallback],
  );
  return {
    query,
    range: resolved.ok ? resolved.range : null,
    problem: resolved.ok ? null : { field: resolved.field, message: resolved.message },
    set,
  };
}

export type DateRangePresetsProps = {
  state: DateRangeState;
  /** Report pages use the spec's presets; operational pages may add today. */
  presets?: readonly DatePreset[];
};

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDayRange(range: DayRange, locale: string): string {
  const format =
    locale === 'hi'
      ? new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      : dayFormat;
  const from = format.format(new Date(`${range.from}T00:00:00Z`));
  const to = format.format(new Date(`${range.to}T00:00:00Z`));
  return range.from === range.to ? from : `${from} – ${to}`;
}

/**
 * Whether the domain messages (a custom range's problems; 24 KB of every area's texts) are loaded: asked for once
 * `needed`, so a page whose range is a preset does not wait for them (issue 34).
 */
function useDomainMessages(needed: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace('domain'));
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    void loadCatalogues(['domain']).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [needed, ready]);
  return ready;
}

type DayFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText: ReactNode;
};

/**
 * A custom range's day, as the browser's date input in an outlined field: composed of the text field's parts, since
 * the text field's own code brings the select and its menu into the dashboards' first view (issue 34).
 */
function DayField({ label, value, onChange, error, helperText }: DayFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl size="small" error={error} sx={{ width: 170 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export function DateRangePresets({ state, presets = reportPresets }: DateRangePresetsProps) {
  const { t, i18n } = useTranslation('kit');
  const { query, range, problem, set } = state;
  const messagesReady = useDomainMessages(query.preset === 'custom_range');
  return (
    // Never wider than its column, even where the column sizes its items to their content (alignItems start): the
    // presets then scroll inside their box on a phone instead of widening the page.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, maxWidth: '100%' }}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.preset}
          aria-label={t('dateRange.label')}
          // On the page's tinted background the unselected labels miss the contrast they have on white.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { bgcolor: 'background.paper' } }}
          onChange={(_event, next: DatePreset | null) => {
            if (next) set({ preset: next });
          }}
        >
          {presets.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ whiteSpace: 'nowrap' }}>
              {t(`dateRange.presets.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {query.preset === 'custom_range' ? (
        <>
          {(['from', 'to'] as const).map((field) => (
            <DayField
              key={field}
              label={t(`dateRange.${field}`)}
              value={query[field] ?? ''}
              // Only this field: the other is kept from the URL as it is now, not from this render's copy of it,
              // which is a navigation behind when the two are typed one after the other.
              onChange={(value) => set({ preset: 'custom_range', [field]: value || undefined })}
              error={problem?.field === field}
              // Until the domain messages are in, the line is kept (no key is ever shown) and the field is marked.
              helperText={
                problem?.field === field ? (messagesReady ? t(problem.message, { ns: 'domain' }) : ' ') : undefined
              }
            />
          ))}
        </>
      ) : null}
      {range ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {formatDayRange(range, i18n.language)}
        </Typography>
      ) : null}
    </Box>
  );
}
