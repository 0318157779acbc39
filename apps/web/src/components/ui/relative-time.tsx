import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { formatRelative, justNowWords } from '@/lib/relative-time';
import { visuallyHidden } from './visually-hidden';

export type RelativeTimeProps = {
  /** An ISO instant. */
  value: string;
};

/** How often "just now" and "5 minutes ago" are worked out again while the page stays open. */
const TICK_MS = 30_000;

/**
 * "just now", "5 minutes ago", "कल": how long ago an instant was, in the reader's language, with the exact date and
 * time as its tooltip and for screen readers (read after the relative words).
 */
export function RelativeTime({ value }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const exact = formatDateTime(value, i18n.language);
  const relative = formatRelative(value, i18n.language, now, justNowWords[i18n.language === 'hi' ? 'hi' : 'en']);
  if (!relative) return <span>{exact}</span>;
  return (
    <time dateTime={value} title={exact}>
      {relative}
      <span style={visuallyHidden}> ({exact})</span>
    </time>
  );
}
