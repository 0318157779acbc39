import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { intakePath } from './get-intake-fields';

export type SubmitIntakeVariables = { lenderKey: string; creditAppId: string; fields: Record<string, string> };

/** POST /api/{lender_key}-intake/{creditapp_uuid}, multipart (customer spec §7); answers where to go next. */
export async function submitIntake({ lenderKey, creditAppId, fields }: SubmitIntakeVariables): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const answer = await apiRequest<undefined>(intakePath(lenderKey, creditAppId, 'intake'), { body, kind: 'customer' });
  return typeof answer.redirectionUrl === 'string' ? answer.redirectionUrl : '';
}

export function useSubmitIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIntake,
    meta: { silent: true },
    // Accepted or rejected, the application's status moved: the status tables read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['customer', 'applications'] }),
  });
}
