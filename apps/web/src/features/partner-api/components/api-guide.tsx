/**
 * The partner API's guide on the page: the calls from its OpenAPI document (downloadable), curl-like examples with
 * this site's address, and how to check a webhook's signature.
 */
import DownloadIcon from '@/components/ui/icons/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_RATE_PER_MINUTE,
  PARTNER_API_BASE,
  PARTNER_API_OPENAPI_PATH,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@saakh/domain/partner-api';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { usePartnerApiDocument } from '../api/openapi';

function Code({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.100',
        color: 'text.primary',
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: '0.8125rem',
        fontFamily: 'monospace',
        whiteSpace: 'pre',
      }}
    >
      {children}
    </Box>
  );
}

const verifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
export function verifySaakhSignature(secret, header, rawBody, now = Date.now()) {
  const match = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(now / 1000 - Number(t)) > ${WEBHOOK_TOLERANCE_SECONDS}) return false; // an old, replayed request
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(v1));
}`;

export function ApiGuide() {
  const { t } = useTranslation('partner-api');
  const document = usePartnerApiDocument();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const base = `${origin}${PARTNER_API_BASE}`;
  const curl = `curl -X POST ${base}/leads \\
  -H "Authorization: Bearer sk_test_…" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: crm-lead-000123" \\
  -d '{"mobile":"9876543210","name":"Asha Verma","product":"pl","consent_sms":true}'

curl ${base}/leads/<lead_id> -H "Authorization: Bearer sk_test_…"

curl -X POST ${base}/leads/duplicate-check -H "Authorization: Bearer sk_test_…" \\
  -H "Content-Type: application/json" -d '{"mobile":"9876543210","product":"pl"}'

# Sandbox keys only: move a sandbox lead, as a lender would, to make webhook events
curl -X POST ${base}/sandbox/leads/<lead_id>/status -H "Authorization: Bearer sk_test_…" \\
  -H "Content-Type: application/json" -d '{"status":"created"}'`;

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('guide.callsTitle')}
            </Typography>
            <Typography variant="body2">{t('guide.auth', { rate: API_KEY_RATE_PER_MINUTE })}</Typography>
            {document.isPending ? <PageLoader /> : null}
            {document.isError ? <ErrorState error={document.error} onRetry={() => void document.refetch()} /> : null}
            {document.data ? (
              <Stack
                component="ul"
                spacing={1}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={t('guide.callsTitle')}
              >
                {Object.entries(document.data.paths).flatMap(([path, operations]) =>
                  Object.entries(operations).map(([method, operation]) => (
                    <Box
                      component="li"
                      key={`${method} ${path}`}
                      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
                    >
                      <StatusChip
                        label={method.toUpperCase()}
                        tone={method === 'get' ? 'info' : 'success'}
                        testId="api-method"
                      />
                      <Box component="code" sx={{ wordBreak: 'break-all' }}>
                        {path}
                      </Box>
                      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
                        {operation.summary}
                      </Typography>
                    </Box>
                  )),
                )}
              </Stack>
            ) : null}
            <Box>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={PARTNER_API_OPENAPI_PATH}
                download="saakh-partner-api.json"
              >
                {t('guide.download')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('guide.examplesTitle')}
            </Typography>
            <Typography variant="body2">{t('guide.sandbox')}</Typography>
            <Code label={t('guide.examplesTitle')}>{curl}</Code>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('guide.signatureTitle')}
            </Typography>
            <Typography variant="body2">
              {t('guide.signature', { header: WEBHOOK_SIGNATURE_HEADER, tolerance: WEBHOOK_TOLERANCE_SECONDS })}
            </Typography>
            <Typography variant="body2">{t('guide.retries', { attempts: WEBHOOK_MAX_ATTEMPTS })}</Typography>
            <Code label={t('guide.signatureTitle')}>{verifyExample}</Code>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
