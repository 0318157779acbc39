import { z } from 'zod';

/**
 * Which database answered a read that may be served by a PostgreSQL streaming replica (DATABASE_REPLICA_URL, issue
 * 32): the dashboard, the reports and their exports. The page says so when the primary answered because the replica
 * lagged past its limit or could not be reached.
 */
export const readFromValues = ['replica', 'primary'] as const;
export type ReadFrom = (typeof readFromValues)[number];

/** Why the primary answered although a replica is configured. */
export const replicaFallbacks = ['lagging', 'unreachable'] as const;
export type ReplicaFallback = (typeof replicaFallbacks)[number];

export const readSourceShape = {
  readFrom: z.enum(readFromValues),
  /** The replica's replay lag when it was last measured; null without a replica or when it could not be reached. */
  replicaLagSeconds: z.number().nullable(),
  /** Set when a replica is configured but the primary answered; null otherwise. */
  replicaFallback: z.enum(replicaFallbacks).nullable(),
};
export const readSourceSchema = z.object(readSourceShape);
export type ReadSource = z.infer<typeof readSourceSchema>;

/** The response header of a streamed export naming the database it was read from (`replica` or `primary`). */
export const READ_FROM_HEADER = 'x-read-from';
