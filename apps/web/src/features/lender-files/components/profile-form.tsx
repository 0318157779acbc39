/**
 * A lender's file profile (decision 046) as a form: the lender, each template column's header in the lender's file,
 * the lender's other names, its status words and its date and amount styles. From an upload whose headers did not
 * match, the column choices are the file's headers and a preview shows its first rows read through the profile; in
 * the profile editor, headers and words are typed.
 */
import AddIcon from '@/components/ui/icons/Add';
import DeleteIcon from '@/components/ui/icons/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses, type ApplicationStatus } from '@saakh/domain/applications';
import { ingestColumns, type FoundColumns, type IngestKind } from '@saakh/domain/ingestion';
import {
  previewCell,
  profileAmountStyles,
  profileColumnForHeader,
  profileDateStyles,
  unknownStatusWords,
  type FileLender,
  type IngestFileMappingInput,
  type LenderFileProfileRules,
  type ProfileAmountStyle,
  type ProfileDateStyle,
} from '@saakh/domain/lender-file-profiles';

/** Rows of the file the preview reads through the profile. */
const PREVIEW_ROWS = 3;

export type ProfileFormProps = {
  kind: IngestKind;
  lenders: FileLender[];
  /** The lender chosen at first; fixed when editing a saved profile. */
  lenderId: number | null;
  lenderFixed?: boolean;
  /** The profile saved so far, when editing. */
  initial?: LenderFileProfileRules;
  /** What the upload found: the column choices become its headers, with a preview. */
  found?: FoundColumns;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (mapping: IngestFileMappingInput) => void;
  onCancel?: () => void;
};

type WordRow = { word: string; status: ApplicationStatus | '' };

function initialColumns(
  kind: IngestKind,
  found: FoundColumns | undefined,
  initial: LenderFileProfileRules | undefined,
) {
  const columns: Record<string, string> = {};
  for (const column of ingestColumns[kind]) {
    const saved = initial?.columns[column.key];
    const matched = found?.headers.find((header) => profileColumnForHeader(kind, header, null) === column.key);
    columns[column.key] = saved ?? matched ?? '';
  }
  return columns;
}

export function ProfileForm({
  kind,
  lenders,
  lenderId,
  lenderFixed = false,
  initial,
  found,
  submitLabel,
  pending = false,
  onSubmit,
  onCancel,
}: ProfileFormProps) {
  const { t } = useTranslation('lender-files');
  const formId = useId();
  const [lender, setLender] = useState(lenderId === null ? '' : String(lenderId));
  const [columns, setColumns] = useState(() => initialColumns(kind, found, initial));
  const [aliases, setAliases] = useState((initial?.aliases ?? []).join(', '));
  const [dateStyle, setDateStyle] = useState<ProfileDateStyle>(initial?.date_style ?? 'dmy');
  const [amountStyle, setAmountStyle] = useState<ProfileAmountStyle>(initial?.amount_style ?? 'indian');
  const [words, setWords] = useState<WordRow[]>(() => initial?.status_words ?? []);

  // Status words in the file's first rows that Saakh does not know and the form has no row for yet.
  const statusIndex = found && columns.status ? found.headers.indexOf(columns.status) : -1;
  const newWords =
    kind === 'status' && found && statusIndex >= 0
      ? unknownStatusWords(
          found.rows.map((row) => row[statusIndex] ?? null),
          { status_words: words.filter((row) => row.word.trim() !== '') as LenderFileProfileRules['status_words'] },
        ).filter((word) => !words.some((row) => row.word === word))
      : [];
  const allWords: WordRow[] = [...words, ...newWords.map((word) => ({ word, status: '' as const }))];

  const rules: LenderFileProfileRules = {
    columns: Object.fromEntries(Object.entries(columns).filter(([, header]) => header.trim() !== '')),
    aliases: aliases
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean),
    status_words: allWords
      .filter((row): row is { word: string; status: ApplicationStatus } => row.word.trim() !== '' && row.status !== '')
      .map((row) => ({ word: row.word.trim(), status: row.status })),
    date_style: dateStyle,
    amount_style: amountStyle,
  };

  const missing = ingestColumns[kind].filter((column) => column.required && !rules.columns[column.key]);
  const wordsUnmapped = allWords.filter((row) => row.word.trim() !== '' && row.status === '').length;
  const ready = lender !== '' && (!found || missing.length === 0) && wordsUnmapped === 0;

  const setWord = (index: number, change: Partial<WordRow>) =>
    setWords(() => allWords.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const previewColumns = ingestColumns[kind].filter((column) => rules.columns[column.key]);

  return (
    <Box
      component="form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit({ lender_id: Number(lender), ...rules });
      }}
      data-testid="profile-form"
    >
      <Stack spacing={2.5}>
        <Typography id={`${formId}-title`} variant="subtitle1" component="h3">
          {found ? t('mapping.title') : t('profiles.formTitle', { file: t(`kinds.${kind}.file`) })}
        </Typography>
        {found ? <Typography variant="body2">{t('mapping.intro')}</Typography> : null}
        <TextField
          select
          label={t('mapping.lender')}
          value={lender}
          disabled={lenderFixed}
          onChange={(event) => setLender(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 420 }}
        >
          <option value="">{t('mapping.chooseLender')}</option>
          {lenders.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.name} (${option.product})`}
            </option>
          ))}
        </TextField>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('mapping.columnsTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {ingestColumns[kind].map((column) => {
              const label = `${t(`columns.${column.key}`)}${column.required ? ' *' : ''}`;
              const value = columns[column.key] ?? '';
              const change = (header: string) => setColumns((previous) => ({ ...previous, [column.key]: header }));
              return found ? (
                <TextField
                  key={column.key}
                  select
                  label={label}
                  value={value}
                  onChange={(event) => change(event.target.value)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('mapping.notInFile')}</option>
                  {found.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </TextField>
              ) : (
                <TextField
                  key={column.key}
                  label={label}
                  value={value}
                  placeholder={column.key}
                  onChange={(event) => change(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              );
            })}
          </Box>
        </Box>

        {kind !== 'status' ? (
          <TextField
            label={t('mapping.aliases')}
            helperText={t('mapping.aliasesHelp')}
            value={aliases}
            onChange={(event) => setAliases(event.target.value)}
          />
        ) : null}

        {kind === 'status' ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('mapping.wordsTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('mapping.wordsHelp')}
            </Typography>
            <Stack spacing={1}>
              {allWords.map((row, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label={t('mapping.word')}
                    value={row.word}
                    onChange={(event) => setWord(index, { word: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                  />
                  <TextField
                    size="small"
                    select
                    label={t('mapping.wordMeans', { word: row.word })}
                    value={row.status}
                    onChange={(event) => setWord(index, { status: event.target.value as ApplicationStatus | '' })}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 200 }}
                  >
                    <option value="">{t('mapping.chooseStatus')}</option>
                    {applicationStatuses.map((status) => (
                      <option key={status} value={status}>
                        {t(`applicationStatus.${status}`)}
                      </option>
                    ))}
                  </TextField>
                  <IconButton
                    aria-label={t('mapping.removeWord', { word: row.word })}
                    onClick={() => setWords(allWords.filter((_, at) => at !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              ))}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => setWords([...allWords, { word: '', status: '' }])}
                >
                  {t('mapping.addWord')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : null}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            label={t('mapping.dateStyle')}
            value={dateStyle}
            onChange={(event) => setDateStyle(event.target.value as ProfileDateStyle)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            {profileDateStyles.map((style) => (
              <option key={style} value={style}>
                {t(`mapping.dateStyles.${style}`)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('mapping.amountStyle')}
            value={amountStyle}
            onChange={(event) => setAmountStyle(event.target.value as ProfileAmountStyle)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            {profileAmountStyles.map((style) => (
              <option key={style} value={style}>
                {t(`mapping.amountStyles.${style}`)}
              </option>
            ))}
          </TextField>
        </Box>

        {found && found.rows.length > 0 && previewColumns.length > 0 ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('mapping.previewTitle')}
            </Typography>
            <Table size="small" aria-label={t('mapping.previewTitle')}>
              <TableHead>
                <TableRow>
                  {previewColumns.map((column) => (
                    <TableCell key={column.key}>{t(`columns.${column.key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {found.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
                  <TableRow key={rowIndex}>
                    {previewColumns.map((column) => {
                      const cell = row[found.headers.indexOf(rules.columns[column.key] ?? '')] ?? null;
                      const read = previewCell(kind, column.key, cell, rules);
                      return (
                        <TableCell key={column.key}>
                          {read === undefined ? (
                            <Typography component="span" variant="body2" color="error">
                              {t('mapping.unreadable', { value: cell ?? '' })}
                            </Typography>
                          ) : (
                            String(read ?? '')
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}

        {found && missing.length > 0 ? (
          <Alert severity="warning">
            {t('mapping.missing', { columns: missing.map((column) => t(`columns.${column.key}`)).join(', ') })}
          </Alert>
        ) : null}
        {wordsUnmapped > 0 ? <Alert severity="warning">{t('mapping.wordsUnmapped')}</Alert> : null}

        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={!ready} loading={pending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button color="inherit" onClick={onCancel}>
              {t('mapping.cancel')}
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
