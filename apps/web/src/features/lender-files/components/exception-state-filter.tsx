/** Which rows a reconciliation queue shows: those waiting for a decision (first), the decided ones, or all. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

export const exceptionStates = ['open', 'resolved', 'all'] as const;
export type ExceptionState = (typeof exceptionStates)[number];

/** The state a list's URL filter asks for; anything else (or nothing) is the open queue. */
export function exceptionStateOf(value: string | undefined): ExceptionState {
  return (exceptionStates as readonly string[]).includes(value ?? '') ? (value as ExceptionState) : 'open';
}

export type ExceptionStateFilterProps = {
  value: ExceptionState;
  /** The URL filter's new value: null for the open queue, the default, so its address stays short. */
  onChange: (next: Exclude<ExceptionState, 'open'> | null) => void;
};

export function ExceptionStateFilter({ value, onChange }: ExceptionStateFilterProps) {
  const { t } = useTranslation('lender-files');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('exceptions.stateLabel')}
      onChange={(_event, next: ExceptionState | null) => {
        if (next) onChange(next === 'open' ? null : next);
      }}
    >
      {exceptionStates.map((state) => (
        <ToggleButton key={state} value={state}>
          {t(`exceptions.states.${state}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
