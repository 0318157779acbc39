/**
 * One screen for every lender file (one engine, one UI): the template and the upload box, the file being worked on
 * (kept in the URL as `?file=`, so a reload or a shared link shows it again) and the kind's history.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IngestKind } from '@saakh/domain/ingestion';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { FormSection } from '@/components/ui/form-section';
import { IngestCurrentFile } from './ingest-current-file';
import { IngestHistory, ingestHistoryParams } from './ingest-history';
import { LenderFileProfiles } from './lender-file-profiles';
import { LenderFileUpload } from './lender-file-upload';
import { TemplateLink } from './template-link';

export type LenderFilePanelProps = { kind: IngestKind };

export function LenderFilePanel({ kind }: LenderFilePanelProps) {
  const { t } = useTranslation('lender-files');
  const uploadId = useId();
  const historyId = useId();
  const profilesId = useId();
  const [search, setSearch] = useSearchParams();
  const params = useListParams(ingestHistoryParams);
  const current = Number(search.get('file')) || null;
  const [opened, setOpened] = useState<number | null>(null);

  const show = useCallback(
    (id: number | null) => {
      setOpened(id);
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('file');
          else next.set('file', String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return (
    <Stack spacing={3}>
      <FormSection id={uploadId} title={t('upload.title', { file: t(`kinds.${kind}.file`) })}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
              {t(`kinds.${kind}.howTo`)}
            </Typography>
            <TemplateLink kind={kind} />
          </Box>
          <LenderFileUpload kind={kind} onUploaded={(file) => show(file.id)} />
        </Stack>
      </FormSection>
      {current ? (
        <IngestCurrentFile
          key={current}
          id={current}
          kind={kind}
          focusOnOpen={opened === current}
          onClose={() => show(null)}
        />
      ) : null}
      <Box component="section" aria-labelledby={profilesId}>
        <Typography id={profilesId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('profiles.title')}
        </Typography>
        <LenderFileProfiles kind={kind} />
      </Box>
      <Box component="section" aria-labelledby={historyId}>
        <Typography id={historyId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('history.title')}
        </Typography>
        <IngestHistory kind={kind} params={params} onOpen={show} />
      </Box>
    </Stack>
  );
}
