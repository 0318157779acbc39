import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text field as MUI's outlined `TextField` draws it (label, input, helper text wired to the input by `id`, `for`
 * and `aria-describedby`, `aria-invalid` from `error`) without the select mode that `TextField` always imports: its
 * menu, popover and modal were two thirds of the staff login page's field code (issue 34, decision 047). For the
 * text inputs of a page that must load little; elsewhere use `TextField`.
 */
export function OutlinedField({ label, helperText, error = false, id, inputRef, ...input }: OutlinedFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} disabled={input.disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} inputRef={inputRef} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
