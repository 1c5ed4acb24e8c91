import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a handler leaves for after its answer: forget-password and email-resend answer at once
 * and look the address up and send the mail afterwards, so the answer takes the same time
 * whether or not the address has an account. A task starts on the next turn of the event loop,
 * after Fastify has written the answer; its failure is logged, never thrown at anyone.
 * `settled()` waits for every task started so far (app close, tests).
 */
export class AfterResponse {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, `${what} failed after the answer`),
      )
      .finally(() => this.#running.delete(done));
    this.#running.add(done);
  }

  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}
