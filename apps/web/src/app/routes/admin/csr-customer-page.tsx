import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import PhoneCallbackIcon from '@/components/ui/icons/PhoneCallback';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { callbackTimeAllowed } from '@saakh/domain/csr';
import { patterns } from '@saakh/domain/patterns';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { useCustomerView } from '@/features/customers/api/get-customer-view';
import { useRaiseCallback } from '@/features/customers/api/raise-callback';
import { CustomerApplicationsSection } from '@/features/customers/components/customer-applications-section';
import {
  CustomerConsentsSection,
  CustomerHelpSection,
  CustomerMessagesSection,
  CustomerOffersSection,
  CustomerSourceSection,
  CustomerTelecallingSection,
} from '@/features/customers/components/customer-history-sections';
import { CustomerNotesSection } from '@/features/customers/components/customer-notes-section';
import { CustomerProfileSection } from '@/features/customers/components/customer-profile-section';
import { LenderSubmissionPanel } from '@/features/lender-connectors/components/lender-submission-panel';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * /admin/csr-portal/{id}/{pid}: everything about one customer; {pid} is the application the page was opened for
 * (shown first and open), or a product or 'profile'.
 */
export function CsrCustomerPage() {
  const { id: param, pid } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? (
    <CsrCustomer id={id} focus={pid && patterns.guid.test(pid) ? pid.toLowerCase() : undefined} />
  ) : (
    <NotFound />
  );
}

/** The local date and time an hour from now, as a datetime-local field holds it. */
function inAnHour(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

function CsrCustomer({ id, focus }: { id: number; focus: string | undefined }) {
  const { t } = useTranslation('csr-portal');
  const view = useCustomerView(id);
  const session = useAdminSession();
  // Sending to a lender's API is roles 1 and 2's (decision 044), as the API declares.
  const sendsToLenders = session.data?.roleId === 1 || session.data?.roleId === 2;
  const callback = useRaiseCallback();
  const [raising, setRaising] = useState(false);
  const back = (
    <Button component={RouterLink} to="/admin/csr-portal" startIcon={<ArrowBackIcon />} size="small">
      {t('back')}
    </Button>
  );
  if (view.isPending) return <PageLoader label={t('loading')} />;
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <NotFound />;
    return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  }
  const data = view.data;
  const { profile } = data;
  const erased = profile.erased_at !== null;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || t('noName');
  return (
    <Stack spacing={3}>
      <PageHeader
        before={back}
        title={name}
        description={erased ? <StatusChip label={t('erased')} tone="neutral" /> : t('subtitle', { id: profile.id })}
        actions={
          <Button
            variant="contained"
            startIcon={<PhoneCallbackIcon />}
            disabled={erased}
            onClick={() => setRaising(true)}
          >
            {t('callback.button')}
          </Button>
        }
      />
      <CustomerProfileSection view={data} />
      <CustomerApplicationsSection
        customerId={profile.id}
        applications={data.applications}
        focus={focus}
        disabled={erased}
        renderApplicationExtra={
          sendsToLenders ? (applicationId) => <LenderSubmissionPanel applicationId={applicationId} /> : undefined
        }
      />
      <CustomerOffersSection view={data} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <CustomerNotesSection customerId={profile.id} notes={data.notes} disabled={erased} />
            <CustomerTelecallingSection view={data} />
            <CustomerSourceSection view={data} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={3}>
            <CustomerMessagesSection view={data} />
            <CustomerConsentsSection view={data} />
            <CustomerHelpSection view={data} />
          </Stack>
        </Grid>
      </Grid>
      {raising ? (
        <EditFieldDialog
          title={t('callback.title', { name })}
          fields={[
            { name: 'due_at', label: t('callback.when'), kind: 'datetime', helper: t('callback.whenHelp') },
            { name: 'note', label: t('callback.note'), kind: 'multiline', maxLength: 2000 },
          ]}
          initialValues={{ due_at: inAnHour(), note: '' }}
          validate={(values) =>
            typeof values.due_at === 'string' && callbackTimeAllowed(new Date(values.due_at), new Date())
              ? {}
              : { due_at: 'csrCallbackInPast' }
          }
          blockWhenInvalid
          submitLabel={t('callback.submit')}
          onSubmit={async (values) => {
            const note = typeof values.note === 'string' && values.note.trim() !== '' ? values.note.trim() : undefined;
            await callback.mutateAsync({
              id: profile.id,
              due_at: new Date(String(values.due_at)).toISOString(),
              ...(note ? { note } : {}),
            });
            toast(t('callback.raised'), 'success');
          }}
          onClose={() => setRaising(false)}
          maxWidth="xs"
        />
      ) : null}
    </Stack>
  );
}
