import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResultSchema } from '@saakh/domain/health';
import { okSchema } from '@saakh/domain/api';
import { AppError } from '../../lib/app-error';
import { ping } from './health.repository';
import { createHealthMonitor, type DatabaseState } from './health.monitor';

/** A client told the database is away tries again after this long (as the error plugin answers an outage). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Health (docs/operations.md): `/api/health` is liveness and the database's state from the last background ping,
 * answered from memory, so it never queues behind the database; `/api/health/ready` is readiness: a database round
 * trip now, behind whatever else waits for it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const monitor = createHealthMonitor({
    ping: () => ping(app.deps.db),
    onFailure: (error) => app.log.warn({ err: error }, 'database ping failed'),
  });
  app.addHook('onReady', () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());

  const answer = (state: DatabaseState) => {
    if (!state.ok)
      throw new AppError('service_unavailable', 'serviceUnavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    return {
      success: true as const,
      data: {
        status: 'ok' as const,
        time: app.deps.clock.now().toISOString(),
        database: { checkedAt: state.checkedAt.toISOString() },
      },
    };
  };

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, with the database as the last background ping found it (never waits for it)',
        response: { 200: okSchema(healthResultSchema) },
      },
    },
    async () => answer(monitor.state()),
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: a database round trip now',
        response: { 200: okSchema(healthResultSchema) },
      },
    },
    async () => answer(await monitor.check()),
  );
};
