import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export type NativeSelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * An outlined, labelled drop-down on the browser's own `<select>`: the phone's own picker, no menu to cover a small
 * screen, and none of the text field's or the menu's code, so a page's first view can have one (issue 34).
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  size = 'small',
  sx,
  'data-testid': testId,
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, ...(testId ? { 'data-testid': testId } : {}) }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
