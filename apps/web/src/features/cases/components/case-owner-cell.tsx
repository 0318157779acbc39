import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CaseRow } from '@saakh/domain/cases';

export type CaseOwnerCellProps = {
  row: CaseRow;
  /** The caller's staff id, once known. */
  me: number | undefined;
  busy: boolean;
  onAssignToMe: (row: CaseRow) => void;
  onChange: (row: CaseRow) => void;
};

/** Who owns the case, "Assign to me" when it is not the caller's, and a way to choose another owner or nobody. */
export function CaseOwnerCell({ row, me, busy, onAssignToMe, onChange }: CaseOwnerCellProps) {
  const { t } = useTranslation('cases');
  const change = t('changeOwner', { reference: row.reference });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        component="span"
        color={row.owner ? undefined : 'text.secondary'}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {row.owner?.name ?? t('unassigned')}
      </Typography>
      {me !== undefined && row.owner?.id !== me ? (
        <Button
          size="small"
          onClick={() => onAssignToMe(row)}
          disabled={busy}
          aria-label={t('assignToMeLabel', { reference: row.reference })}
        >
          {t('assignToMe')}
        </Button>
      ) : null}
      <Tooltip title={change}>
        <span>
          <IconButton size="small" onClick={() => onChange(row)} disabled={busy} aria-label={change}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
