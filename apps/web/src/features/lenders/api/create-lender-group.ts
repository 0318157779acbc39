import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateLenderGroupInput, LenderGroup } from '@saakh/domain/lenders';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lenderGroupsQueryOptions } from './get-lender-groups';

/** The answer carries the new group as `lenderGroup` (spec §7: lenderGroup.id). */
export async function createLenderGroup(input: CreateLenderGroupInput): Promise<LenderGroup> {
  const answer = await apiRequest<LenderGroup>('/api/lender-group/create', { body: input });
  return (answer.lenderGroup as LenderGroup | undefined) ?? answer.data;
}

export function useCreateLenderGroup() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: createLenderGroup,
    meta: { silent: true },
    onSuccess: (group) => {
      queryClient.setQueryData(lenderGroupsQueryOptions().queryKey, (groups) =>
        groups ? [...groups, group].sort((a, b) => a.name.localeCompare(b.name)) : groups,
      );
      toast(t('lenderGroupCreated'), 'success');
    },
  });
}
