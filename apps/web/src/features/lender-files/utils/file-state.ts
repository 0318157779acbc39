import type { IngestFileStatus, IngestOutcome, IngestStage } from '@saakh/domain/ingestion';
import type { StatusTone } from '@/lib/theme';

/** What a file's status chip says: the record's status, or where a checked file waits. */
export type FileState = IngestFileStatus | 'ready' | 'discarded';

export function fileState(file: { status: IngestFileStatus; stage: IngestStage }): FileState {
  // A failed file can be discarded too: what happened last is what it says.
  if (file.stage === 'discarded') return 'discarded';
  if (file.status === 'failed') return 'failed';
  if (file.stage === 'ready') return 'ready';
  return file.status;
}

export const fileStateTones: Record<FileState, StatusTone> = {
  processing: 'info',
  ready: 'info',
  completed: 'success',
  completed_with_errors: 'warning',
  failed: 'danger',
  discarded: 'neutral',
};

/** Outcomes that change nothing when applied. */
const idleOutcomes: readonly IngestOutcome[] = ['error', 'unchanged'];

/** Rows that applying the file would write: every outcome but errors and rows already up to date. */
export function rowsToApply(outcomes: Record<string, number>): number {
  return Object.entries(outcomes)
    .filter(([outcome]) => !(idleOutcomes as readonly string[]).includes(outcome))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The lines a history record carries (newline-separated), without blanks. */
export function errorLines(errors: string | null): string[] {
  return (errors ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Whether the server would run a file again: it failed while being checked or applied. */
export function canRetry(file: { status: IngestFileStatus; stage: IngestStage }): boolean {
  return file.status === 'failed' && (file.stage === 'checking' || file.stage === 'applying');
}
