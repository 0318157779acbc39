import { eligibilityColumnProperties } from '@saakh/domain/eligibility';
import type { EligibilityColumn } from '../api/update-eligibility';

/** The text columns in the order partners read them (admin spec §2.8). */
export const eligibilityColumns = Object.keys(eligibilityColumnProperties) as EligibilityColumn[];
