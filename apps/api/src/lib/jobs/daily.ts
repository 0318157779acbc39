/** Daily schedules of the job queue: the next run of a job that runs once a day at a fixed UTC time. */

const DAY_MS = 86_400_000;

/**
 * The first moment after `now` that is `utcMinutes` past midnight UTC: today's, or tomorrow's once today's has come
 * (a run that starts exactly on time schedules the next day's).
 */
export function nextDailyRun(now: Date, utcMinutes: number): Date {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const today = dayStart + utcMinutes * 60_000;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}
