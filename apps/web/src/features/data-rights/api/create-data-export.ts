import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDataExportInput, DataExport } from '@saakh/domain/data-rights';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { dataExportsKey } from './get-data-exports';

/** Asks for a download of everything held (POST /api/customer/my-data/exports); a job makes it. */
export function createDataExport(input: CreateDataExportInput) {
  return apiRequest<DataExport>('/api/customer/my-data/exports', { body: input, kind: 'customer' });
}

/**
 * The new download joins the list at once (the list then polls until it is ready). A refusal (three a day) is shown
 * by the section, in the server's words.
 */
export function useCreateDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataExport,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData<DataExport[]>(dataExportsKey, (list) => [
        answer.data,
        ...(list ?? []).filter((item) => item.id !== answer.data.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
  });
}
