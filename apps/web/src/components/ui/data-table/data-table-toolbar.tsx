import DownloadIcon from '@/components/ui/icons/Download';
import SearchIcon from '@/components/ui/icons/Search';
import ViewColumnIcon from '@/components/ui/icons/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableParams } from './use-list-params';

export type ToolbarColumn = { id: string; header: string; visible: boolean; toggle: () => void };

export type DataTableToolbarProps = {
  tableId: string;
  params?: TableParams;
  searchLabel?: string;
  filters?: ReactNode;
  exportHref?: (format: 'csv' | 'xlsx') => string;
  columns: ToolbarColumn[];
};

const SEARCH_DELAY_MS = 300;

/** The search box waits for a pause in typing, so each keystroke does not ask the server for a new page. */
function SearchBox({ params, label }: { params: TableParams; label: string }) {
  const [text, setText] = useState(params.q);
  const input = useRef<HTMLInputElement | null>(null);
  const { setSearch, q } = params;

  // The URL wins when it changes from outside (back button, a link).
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }

  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, setSearch]);

  // "/" jumps to the search box, as in most admin tools, unless the user is typing somewhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      inputRef={input}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { maxLength: 100, 'aria-keyshortcuts': '/' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function DataTableToolbar({
  tableId,
  params,
  searchLabel,
  filters,
  exportHref,
  columns,
}: DataTableToolbarProps) {
  const { t } = useTranslation('kit');
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const columnsMenuId = useId();
  const exportMenuId = useId();
  const hasSearch = Boolean(searchLabel && params);
  if (!hasSearch && !filters && !exportHref && columns.length === 0) return null;

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5 }}
      data-testid={`${tableId}-toolbar`}
    >
      {hasSearch && params && searchLabel ? <SearchBox params={params} label={searchLabel} /> : null}
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      {columns.length > 0 ? (
        <>
          <Button
            size="small"
            startIcon={<ViewColumnIcon />}
            aria-haspopup="menu"
            aria-controls={columnsAnchor ? columnsMenuId : undefined}
            aria-expanded={columnsAnchor ? true : undefined}
            onClick={(event) => setColumnsAnchor(event.currentTarget)}
          >
            {t('table.columns')}
          </Button>
          <Menu
            id={columnsMenuId}
            anchorEl={columnsAnchor}
            open={columnsAnchor !== null}
            onClose={() => setColumnsAnchor(null)}
          >
            {columns.map((column) => (
              <MenuItem key={column.id} onClick={column.toggle} role="menuitemcheckbox" aria-checked={column.visible}>
                <ListItemIcon>
                  <Checkbox edge="start" size="small" checked={column.visible} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText>{column.header}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      {exportHref ? (
        <>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            aria-haspopup="menu"
            aria-controls={exportAnchor ? exportMenuId : undefined}
            aria-expanded={exportAnchor ? true : undefined}
            onClick={(event) => setExportAnchor(event.currentTarget)}
          >
            {t('table.export')}
          </Button>
          <Menu
            id={exportMenuId}
            anchorEl={exportAnchor}
            open={exportAnchor !== null}
            onClose={() => setExportAnchor(null)}
          >
            {(['csv', 'xlsx'] as const).map((format) => (
              <MenuItem
                key={format}
                component="a"
                href={exportHref(format)}
                download
                onClick={() => setExportAnchor(null)}
              >
                {t(`table.exportAs.${format}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
