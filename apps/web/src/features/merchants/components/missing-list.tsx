import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { missingFieldMessages, type OnboardingField } from '@saakh/domain/merchants';

export type MissingListProps = {
  title: string;
  missing: readonly OnboardingField[];
  severity?: 'warning' | 'info';
  testId: string;
};

/** Why an action waits: each onboarding detail still missing, named as the server names it. */
export function MissingList({ title, missing, severity = 'warning', testId }: MissingListProps) {
  const { t } = useTranslation('domain');
  if (missing.length === 0) return null;
  return (
    <Alert severity={severity} data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {missing.map((field) => (
          <li key={field}>{t(missingFieldMessages[field])}</li>
        ))}
      </ul>
    </Alert>
  );
}
