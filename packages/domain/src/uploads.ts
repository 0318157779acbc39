import { z } from 'zod';

export const uploadedFileSchema = z.object({ file: z.string(), key: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
