import { useMutation } from '@tanstack/react-query';
import type { FileGrievanceByMobileInput, Grievance } from '@saakh/domain/grievances';
import { apiRequest } from '@/lib/api-client';

/** A complaint filed without signing in, the mobile proven by the OTP (POST /api/grievances/by-mobile). */
export function fileGrievanceByMobile(input: FileGrievanceByMobileInput) {
  return apiRequest<Grievance>('/api/grievances/by-mobile', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useFileGrievanceByMobile() {
  return useMutation({ mutationFn: fileGrievanceByMobile, meta: { silent: true } });
}
