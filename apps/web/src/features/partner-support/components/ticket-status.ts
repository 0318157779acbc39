import type { TicketStatus } from '@saakh/domain/partner-support';
import type { StatusTone } from '@/lib/theme';

/** Open waits for support, answered waits for the partner, closed is done. */
export const ticketTone: Record<TicketStatus, StatusTone> = { open: 'warning', answered: 'info', closed: 'neutral' };
