/** The admins' side of the partner content (role 1): FAQs, message texts, banners and training files. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Banner,
  BannerFields,
  Faq,
  FaqPayload,
  MessageText,
  MessageTextInput,
  TrainingFile,
} from '@saakh/domain/partner-content';
import { apiRequest } from '@/lib/api-client';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const adminContentKey = ['admin-partner-content'] as const;
export type ContentResource = 'faqs' | 'messages' | 'banners' | 'training';

const base = (resource: ContentResource) => `/api/admin/partner-content/${resource}`;

export function useAdminContentList<T>(resource: ContentResource, query: ListQuery) {
  return useQuery(listQueryOptions<T>([...adminContentKey, resource], base(resource), query));
}

export const useAdminFaqs = (query: ListQuery) => useAdminContentList<Faq>('faqs', query);
export const useAdminMessageTexts = (query: ListQuery) => useAdminContentList<MessageText>('messages', query);
export const useAdminBanners = (query: ListQuery) => useAdminContentList<Banner>('banners', query);
export const useAdminTrainingFiles = (query: ListQuery) => useAdminContentList<TrainingFile>('training', query);

type SaveVariables<I> = { id: number | null; input: I };

/** Create (id null) or replace a FAQ, text or banner's fields; the dialog shows a refusal under its field. */
function useSave<I, T>(resource: ContentResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<I>) =>
      apiRequest<T>(id === null ? base(resource) : `${base(resource)}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
      }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminContentKey, resource] }),
  });
}

export const useSaveFaq = () => useSave<FaqPayload, Faq>('faqs');
export const useSaveMessageText = () => useSave<MessageTextInput, MessageText>('messages');
export const useSaveBanner = () => useSave<BannerFields, Banner>('banners');

export function useDeleteContent(resource: ContentResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>(`${base(resource)}/${id}`, { method: 'DELETE' }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminContentKey, resource] }),
  });
}

/** Uploads a banner or a training file with its fields (multipart; the file goes last, as image_name). */
export function uploadContent<T>(
  resource: 'banners' | 'training',
  fields: Record<string, string>,
  file: File,
  options: UploadOptions,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('image_name', file);
  return apiUpload<T>(base(resource), body, options);
}
