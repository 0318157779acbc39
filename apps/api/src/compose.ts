/** Builds the services' dependencies once per process: the server, the worker, tests and benchmarks share it. */
import pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createShiftableClock, systemClock, type Clock, type Deps, type Logger } from './deps';
import { jobDefinitions } from './job-definitions';
import { createCaches } from './lib/cache/caches';
import { createJobs, type JobDefinition } from './lib/jobs/jobs';
import { loggableError } from './lib/loggable-error';
import { loggableRequest } from './lib/loggable-request';
import { createMessagingProviders, type Messaging } from './lib/messaging/providers';
import { configureHashCost, configureHashLimit } from './lib/passwords';
import { createPrivateStorage, createStorage, type PrivateStorage, type Storage } from './lib/storage/storage';
import { createTelephony, type TelephonyProvider } from './lib/telephony/telephony';
import { receiveReceipt } from './modules/messaging/sending';

/**
 * The process logger: JSON lines, with credentials and cookies never written, errors written without the values of a
 * failed query (loggableError), and requests as their method, route and path, without the query string
 * (loggableRequest). `destination`: where lines go, stdout unless a test reads them.
 */
export function createLogger(config: Config, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: loggableError, error: loggableError, req: loggableRequest },
    },
    destination,
  );
}

export type DepsOptions = {
  config: Config;
  database: Database;
  log: Logger;
  messaging?: Messaging;
  storage?: Storage;
  privateStorage?: PrivateStorage;
  telephony?: TelephonyProvider;
  clock?: Clock;
  /** The jobs this process knows; every job of the API unless a test brings its own. */
  jobDefinitions?: JobDefinition[];
};

export function createDeps(options: DepsOptions): Deps {
  const { config, database, log } = options;
  // One cap per process on concurrent password hashes (decision 017).
  configureHashLimit(config.login.hash);
  configureHashCost(config.login.hashCost);
  const deps: Deps = {
    db: database.db,
    reads: database.reads,
    config,
    log,
    // The local adapters' receipts go where the gateways' do (the receipt route's function), with these deps.
    messaging:
      options.messaging ?? createMessagingProviders(config, (receipt) => receiveReceipt(deps, receipt), { log }),
    storage: options.storage ?? createStorage(config),
    privateStorage: options.privateStorage ?? createPrivateStorage(config),
    telephony: options.telephony ?? createTelephony(config, log),
    clock: options.clock ?? (config.devClockControl ? createShiftableClock() : systemClock),
    caches: createCaches(database.changes),
    jobs: createJobs({
      executeSql: database.executeSql,
      definitions: options.jobDefinitions ?? jobDefinitions,
      log,
      pollSeconds: config.jobs.pollSeconds,
    }),
  };
  return deps;
}
