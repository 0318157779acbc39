/** Makes the configuration and the provider adapters (SMS, storage) available to every module. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { SmsProvider } from '../lib/sms/sms-provider';
import type { Storage } from '../lib/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    sms: SmsProvider;
    storage: Storage;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; sms: SmsProvider; storage: Storage }) => {
    app.decorate('config', options.config);
    app.decorate('sms', options.sms);
    app.decorate('storage', options.storage);
  },
);
