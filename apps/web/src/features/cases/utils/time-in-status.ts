/** A case's clock in words: "3 d 4 h", "5 h", "under 1 h" (and in Hindi), from the hours the API counts. */
import type { TFunction } from 'i18next';

export function timeInStatus(ageHours: number, t: TFunction): string {
  const whole = Math.floor(Math.max(0, ageHours));
  if (whole < 1) return t('age.underHour', { ns: 'cases' });
  const days = Math.floor(whole / 24);
  const hours = whole % 24;
  if (days === 0) return t('age.hours', { ns: 'cases', hours });
  if (hours === 0) return t('age.days', { ns: 'cases', days });
  return t('age.daysHours', { ns: 'cases', days, hours });
}
