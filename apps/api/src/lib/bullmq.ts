import { Queue, Worker, type DefaultJobOptions, type Job } from 'bullmq';

/**
 * A BullMQ queue and its worker in this process, as every queue of ours uses them (the report
 * mails, the mail outbox): the producer fails fast when Redis is down (the caller decides what
 * then), the worker waits for Redis to come back (BullMQ's advice), and Redis errors of either
 * are logged, never thrown.
 */
export interface BullPairOptions<T> {
  redisUrl: string;
  name: string;
  prefix: string;
  concurrency: number;
  defaultJobOptions?: DefaultJobOptions;
  run(job: Job<T>): Promise<unknown>;
  /** Called with each Redis error of the queue or the worker. */
  onRedisError(err: Error, side: 'queue' | 'worker'): void;
}

export function createBullPair<T>(o: BullPairOptions<T>) {
  const queue = new Queue<T>(o.name, {
    connection: { url: o.redisUrl, enableOfflineQueue: false },
    prefix: o.prefix,
    defaultJobOptions: {
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 500 },
      ...o.defaultJobOptions,
    },
  });
  const worker = new Worker<T>(o.name, (job) => o.run(job), {
    connection: { url: o.redisUrl, maxRetriesPerRequest: null },
    prefix: o.prefix,
    concurrency: o.concurrency,
  });
  queue.on('error', (err) => o.onRedisError(err, 'queue'));
  worker.on('error', (err) => o.onRedisError(err, 'worker'));
  return {
    queue,
    worker,
    /** Waits for the running jobs, then disconnects both. */
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
