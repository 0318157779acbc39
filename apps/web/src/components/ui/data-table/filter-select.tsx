import { NativeSelectField } from '../native-select-field';

export type FilterSelectProps = {
  label: string;
  /** The chosen value, or undefined for all. */
  value: string | undefined;
  /** What "no filter" is called ("All statuses"). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
};

/**
 * One of a list's filters as a drop-down beside its search box. A native list: the phone's own picker, and no
 * menu to cover a small screen.
 */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <NativeSelectField
      label={label}
      value={value ?? ''}
      onChange={(next) => onChange(next || null)}
      sx={{ minWidth: 180 }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
