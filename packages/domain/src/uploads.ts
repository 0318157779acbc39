import { z } from 'zod';

export const uploadedFileSchema = z.object({ file: z.string(), key: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Images the upload accepts (the server checks the file's first bytes too), and their default size limit. */
export const imageExtensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
