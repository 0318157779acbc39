import { z } from 'zod';
import { rowIdSchema } from './api';

/** Option-list kinds of customer spec §3; each list is id/value pairs, labelled in English and Hindi. */
export const smartListKinds = [
  'communicationPreference',
  'employmentStatus',
  'salaryMode',
  'householdIncome',
  'genders',
  'residencyTypes',
  'educationLevel',
  'preferNetBanking',
  'professionType',
  'employmentTenure',
  'workExperience',
  'loanPurpose',
  'maritalStatus',
  'companyType',
  'jobSector',
  'workStatus',
  'businessTurnover',
  'businessYears',
  'businessCompanyType',
  'businessNature',
  'businessGrossProfit',
  'businessRegistrationType',
  'professionalType',
  'professionalYears',
  'ticketClass',
  'creditScoreClass',
] as const;
export type SmartListKind = (typeof smartListKinds)[number];

export const smartListOptionSchema = z.object({ id: z.number().int(), value: z.string() });
export type SmartListOption = z.infer<typeof smartListOptionSchema>;

export const smartListSchema = z.object({
  id: z.number().int(),
  kind: z.enum(smartListKinds),
  options: z.array(smartListOptionSchema),
});
export type SmartList = z.infer<typeof smartListSchema>;

export const smartListsResultSchema = z.partialRecord(z.enum(smartListKinds), z.array(smartListOptionSchema));
export type SmartListsResult = z.infer<typeof smartListsResultSchema>;

export const searchListParamsSchema = z.object({ lang: z.enum(['en', 'hi']) });
export const searchListItemParamsSchema = z.object({
  lang: z.enum(['en', 'hi']),
  id: rowIdSchema,
});
