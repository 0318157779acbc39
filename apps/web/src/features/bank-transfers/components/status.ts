import type {
  BankResponseOutcome,
  BankTransferBatchStatus,
  BankTransferItemStatus,
} from '@saakh/domain/bank-transfers';
import type { StatusTone } from '@/lib/theme';

export const batchTone: Record<BankTransferBatchStatus, StatusTone> = { open: 'info', settled: 'success' };

export const itemTone: Record<BankTransferItemStatus, StatusTone> = {
  sent: 'info',
  paid: 'success',
  failed: 'danger',
  mismatch: 'warning',
};

export const outcomeTone: Record<BankResponseOutcome, StatusTone> = {
  paid: 'success',
  failed: 'danger',
  mismatch: 'warning',
  unreadable: 'warning',
  unknownReference: 'warning',
  duplicateRow: 'neutral',
  utrTaken: 'warning',
  alreadySettled: 'neutral',
};
