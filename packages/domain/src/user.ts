import { z } from 'zod';
import { rowIdSchema } from './api';
import { byCompletionFlag } from './products';

/** The customer profile as the user call answers it (customer spec §3). */
const flag = z.number().int();
const text = z.string().nullable();
const amount = z.number().nullable();

export const userProfileSchema = z.object({
  user_id: z.number().int(),
  role_id: z.number().int().nullable(),
  channel_id: z.number().int().nullable(),
  merchant_location_id: z.number().int().nullable(),
  first_name: text,
  last_name: text,
  email: text,
  email_verified: flag,
  birth_date: text,
  mobile_phone_code: z.string(),
  mobile_phone_number: z.string(),
  tin: text,
  language: z.number().int().nullable(),
  is_editing: flag,
  ...byCompletionFlag(() => flag),
  employment_status_code: z.number().int().nullable(),
  business_registration_type: z.number().int().nullable(),
  employer_name: text,
  officepincode: text,
  monthly_income: amount,
  salary_mode: z.number().int().nullable(),
  business_current_turnover: z.number().int().nullable(),
  business_years: z.number().int().nullable(),
  business_account: z.number().int().nullable(),
  address1: text,
  address2: text,
  postal_code: text,
  gender: z.number().int().nullable(),
  residence_type: z.number().int().nullable(),
  educational_level: z.number().int().nullable(),
  monthly_rent: amount,
  emi: amount,
  se_loan_amount: amount,
  housing_loan_amount: amount,
  property_type: text,
  prefer_net_banking: z.number().int().nullable(),
  credit_score_band: z.number().int().nullable(),
  inflight_credit_app_id: text,
  pl_update_required: flag,
  pl_se_update_required: flag,
  allow_sms: flag,
  allow_emails: flag,
  last_login_at: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const maskInfoSchema = z.object({ pan: z.string().nullable(), birth_date: z.string().nullable() });
export type MaskInfo = z.infer<typeof maskInfoSchema>;

export const setLanguageInputSchema = z.object({
  uid: rowIdSchema,
  language: rowIdSchema,
});
export type SetLanguageInput = z.infer<typeof setLanguageInputSchema>;
