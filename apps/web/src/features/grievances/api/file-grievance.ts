import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileGrievanceInput, Grievance } from '@saakh/domain/grievances';
import { apiRequest } from '@/lib/api-client';
import { grievancesKey } from './get-grievances';

/** A signed-in customer's complaint (POST /api/grievances); the answer carries its reference and due day. */
export function fileGrievance(input: FileGrievanceInput) {
  return apiRequest<Grievance>('/api/grievances', { body: input, kind: 'customer' });
}

/** The form shows a refusal itself (under its fields, or above them). */
export function useFileGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileGrievance,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievancesKey }),
  });
}
