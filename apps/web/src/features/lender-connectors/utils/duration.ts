import type { TFunction } from 'i18next';

/** A span of seconds in words of the largest two units: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(seconds: number, t: TFunction<'lender-connectors'>): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('duration.seconds', { count: whole });
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('duration.hours', { count: hours, minutes: minutes % 60 });
  return t('duration.days', { count: Math.floor(hours / 24), hours: hours % 24 });
}
