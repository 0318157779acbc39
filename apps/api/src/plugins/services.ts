/** Makes the services' dependencies (database, configuration, adapters, jobs, clock) available to every route. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export const servicesPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  app.decorate('deps', deps);
});
