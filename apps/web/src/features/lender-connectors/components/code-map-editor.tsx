/**
 * The lender's status and reason words (decision 044): each word the lender sends and the Saakh status or reason code
 * it means, or "record only" (the event is kept and changes nothing). Rows are added and removed here and saved
 * together; a word may appear once per list.
 */
import AddIcon from '@/components/ui/icons/Add';
import DeleteOutlineIcon from '@/components/ui/icons/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@saakh/domain/applications';
import {
  codeMapKinds,
  defaultReasonMap,
  defaultStatusMap,
  lenderCodeSchema,
  type CodeMapKind,
  type LenderCodeMap,
} from '@saakh/domain/lender-connectors';
import { remarkCodes } from '@saakh/domain/remark-codes';
import { FormSection } from '@/components/ui/form-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveLenderCodeMap } from '../api/save-code-map';

type Row = { key: number; lenderCode: string; value: string };
type Rows = Record<CodeMapKind, Row[]>;
/** Message keys (domain namespace) or the server's words, by list and row key. */
type Problems = Record<string, string>;

const listOf = { status: 'statuses', reason: 'reasons' } as const satisfies Record<CodeMapKind, keyof LenderCodeMap>;

/** Row keys for React, unique in the page: a row keeps its inputs (and focus) when another is removed. */
let rowKeys = 0;
const nextRowKey = () => ++rowKeys;

function toRows(source: LenderCodeMap): Rows {
  const row = (entry: { lenderCode: string; value: string | null }) => ({
    key: nextRowKey(),
    lenderCode: entry.lenderCode,
    value: entry.value ?? '',
  });
  return { status: source.statuses.map(row), reason: source.reasons.map(row) };
}

export type CodeMapEditorProps = {
  lenderId: number;
  map: LenderCodeMap;
};

export function CodeMapEditor({ lenderId, map }: CodeMapEditorProps) {
  const { t, i18n } = useTranslation(['lender-connectors', 'domain']);
  const save = useSaveLenderCodeMap();
  const [rows, setRows] = useState<Rows>(() => toRows(map));
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);

  const problemKey = (kind: CodeMapKind, key: number) => `${kind}:${key}`;
  const words = (key: string) =>
    i18n.exists(key, { ns: 'domain' }) ? t(key, { ns: 'domain' }) : key.includes(' ') ? key : t('form.invalid');

  const change = (kind: CodeMapKind, key: number, patch: Partial<Row>) => {
    setRows((current) => ({
      ...current,
      [kind]: current[kind].map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
    setProblems((current) => {
      const { [problemKey(kind, key)]: _gone, ...rest } = current;
      return rest;
    });
  };
  const add = (kind: CodeMapKind) =>
    setRows((current) => ({
      ...current,
      [kind]: [...current[kind], { key: nextRowKey(), lenderCode: '', value: '' }],
    }));
  const remove = (kind: CodeMapKind, key: number) =>
    setRows((current) => ({ ...current, [kind]: current[kind].filter((row) => row.key !== key) }));

  /** Each word checked as the API checks it, and a repeat in the same list named at its second row. */
  const check = (): Problems => {
    const found: Problems = {};
    for (const kind of codeMapKinds) {
      const seen = new Set<string>();
      for (const row of rows[kind]) {
        const parsed = lenderCodeSchema.safeParse(row.lenderCode);
        if (!parsed.success) {
          found[problemKey(kind, row.key)] = parsed.error.issues[0]?.message ?? 'lenderCodeInvalid';
        } else if (seen.has(parsed.data)) {
          found[problemKey(kind, row.key)] = 'codeMapDuplicate';
        } else seen.add(parsed.data);
      }
    }
    return found;
  };

  const onSave = async () => {
    setFormError(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('codeMap.fixErrors'));
      return;
    }
    const body: LenderCodeMap = {
      statuses: rows.status.map((row) => ({
        lenderCode: lenderCodeSchema.parse(row.lenderCode),
        value: (row.value || null) as LenderCodeMap['statuses'][number]['value'],
      })),
      reasons: rows.reason.map((row) => ({
        lenderCode: lenderCodeSchema.parse(row.lenderCode),
        value: (row.value || null) as LenderCodeMap['reasons'][number]['value'],
      })),
    };
    try {
      const answer = await save.mutateAsync({ lenderId, map: body });
      setRows(toRows(answer.data));
      toast(answer.message ?? t('codeMap.saved'), 'success');
    } catch (error) {
      // Field errors come by path: statuses.2.lenderCode.
      const placed: Problems = {};
      if (error instanceof ApiError) {
        for (const [path, list] of Object.entries(error.errors ?? {})) {
          const [list_, index] = path.split('.');
          const kind = codeMapKinds.find((name) => listOf[name] === list_);
          const row = kind ? rows[kind][Number(index)] : undefined;
          if (kind && row && list[0]) placed[problemKey(kind, row.key)] = list[0];
        }
      }
      setProblems(placed);
      setFormError(errorMessage(error, t('codeMap.failed')));
    }
  };

  const list = (kind: CodeMapKind) => {
    const options =
      kind === 'status'
        ? applicationStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))
        : remarkCodes.map((code) => ({ value: code, label: t(`reasons.${code}`) }));
    const current = rows[kind];
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t(kind === 'status' ? 'codeMap.statuses' : 'codeMap.reasons')}
        </Typography>
        {current.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(kind === 'status' ? 'codeMap.noStatuses' : 'codeMap.noReasons')}
          </Typography>
        ) : (
          <TableContainer>
            <Table
              size="small"
              aria-label={t(kind === 'status' ? 'codeMap.statusesCaption' : 'codeMap.reasonsCaption')}
              data-testid={`code-map-${kind}`}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('codeMap.lenderWord')}</TableCell>
                  <TableCell>{t('codeMap.meaning')}</TableCell>
                  <TableCell padding="checkbox" />
                </TableRow>
              </TableHead>
              <TableBody>
                {current.map((row, index) => {
                  const problem = problems[problemKey(kind, row.key)];
                  const number = index + 1;
                  return (
                    <TableRow key={row.key}>
                      <TableCell sx={{ minWidth: 140, verticalAlign: 'top' }}>
                        <TextField
                          size="small"
                          fullWidth
                          value={row.lenderCode}
                          onChange={(event) => change(kind, row.key, { lenderCode: event.target.value })}
                          error={Boolean(problem)}
                          helperText={problem ? words(problem) : undefined}
                          slotProps={{
                            htmlInput: {
                              'aria-label': t('codeMap.lenderWordRow', { row: number }),
                              maxLength: 40,
                              autoCapitalize: 'characters',
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell sx={{ minWidth: 150, verticalAlign: 'top' }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={row.value}
                          onChange={(event) => change(kind, row.key, { value: event.target.value })}
                          slotProps={{
                            select: { native: true },
                            htmlInput: {
                              'aria-label': t(kind === 'status' ? 'codeMap.statusRow' : 'codeMap.reasonRow', {
                                row: number,
                              }),
                            },
                          }}
                        >
                          <option value="">{t('codeMap.recordOnly')}</option>
                          {options.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </TextField>
                      </TableCell>
                      <TableCell padding="checkbox" sx={{ verticalAlign: 'top' }}>
                        <IconButton
                          aria-label={t('codeMap.remove', { row: number, word: row.lenderCode || '—' })}
                          onClick={() => remove(kind, row.key)}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => add(kind)}>
            {t(kind === 'status' ? 'codeMap.addStatus' : 'codeMap.addReason')}
          </Button>
        </Box>
      </Stack>
    );
  };

  const empty = rows.status.length === 0 && rows.reason.length === 0;
  return (
    <FormSection id="code-map" title={t('codeMap.title')}>
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t('codeMap.hint')}
        </Typography>
        {empty ? (
          <Box>
            <Button
              variant="outlined"
              onClick={() => setRows(toRows({ statuses: [...defaultStatusMap], reasons: [...defaultReasonMap] }))}
            >
              {t('codeMap.useDefaults')}
            </Button>
          </Box>
        ) : null}
        {list('status')}
        {list('reason')}
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Box>
          <Button variant="contained" loading={save.isPending} onClick={() => void onSave()}>
            {t('codeMap.save')}
          </Button>
        </Box>
      </Stack>
    </FormSection>
  );
}
