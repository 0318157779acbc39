import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { grievanceCategories } from '@saakh/domain/grievances';

type FieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** The field's error text, already translated; absent: no error. */
  errorText?: string | undefined;
};

/** What the complaint is about: the categories in the reader's language (both complaint forms). */
export function ComplaintCategoryField({ errorText, ...props }: FieldProps) {
  const { t } = useTranslation('grievances');
  return (
    <TextField select required label={t('form.category')} error={Boolean(errorText)} helperText={errorText} {...props}>
      {grievanceCategories.map((category) => (
        <MenuItem key={category} value={category}>
          {t(`categories.${category}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What happened, in the customer's words (both complaint forms). */
export function ComplaintDescriptionField({ errorText, ...props }: FieldProps) {
  const { t } = useTranslation('grievances');
  return (
    <TextField
      label={t('form.description')}
      required
      multiline
      minRows={4}
      error={Boolean(errorText)}
      helperText={errorText ?? t('form.descriptionHelp')}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
      {...props}
    />
  );
}
