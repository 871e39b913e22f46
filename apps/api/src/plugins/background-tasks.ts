import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type BackgroundTasks = {
  /**
   * Runs `task` after the answer has gone out and after the tasks queued before it, one at a
   * time. A failure is logged, never thrown. Answers false (and drops the task) when the queue
   * is full, so a flood of requests cannot pile up work without bound.
   */
  run: (name: string, task: () => Promise<void>) => boolean;
  /** Resolves once every queued task has finished (tests, and shutdown). */
  idle: () => Promise<void>;
};

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

const MAX_PENDING = 200;

/**
 * Work that must not make an answer slower or tell anything by its timing, such as the password
 * reset e-mail: the answer is the same whether or not there was anything to do.
 */
export const backgroundTasksPlugin = fp(async (app: FastifyInstance) => {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;

  const afterCurrentTick = () => new Promise<void>((resolve) => setImmediate(resolve));

  app.decorate('backgroundTasks', {
    run(name, task) {
      if (pending >= MAX_PENDING) {
        app.log.warn({ task: name, pending }, 'background queue full: task dropped');
        return false;
      }
      pending += 1;
      tail = tail
        .then(afterCurrentTick)
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => {
          pending -= 1;
        });
      return true;
    },
    idle: () => tail,
  });

  // Requests in flight have finished by now; let the work they queued finish before the database closes.
  app.addHook('onClose', async () => {
    await tail;
  });
});
