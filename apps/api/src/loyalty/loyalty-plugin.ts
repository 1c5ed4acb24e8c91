import type { RealtimePublisher } from '@atrium/realtime-gateway/publisher';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { adminRoutes } from '../routes/admin/admin.routes';
import { uploadsDir } from '../routes/auth/auth.routes';
import { badgesRoutes } from '../routes/badges/badges.routes';
import { customerRewardsRoutes } from '../routes/customer-rewards/customer-rewards.routes';
import { pointsRoutes } from '../routes/points/points.routes';
import { receiptsRoutes } from '../routes/receipts/receipts.routes';
import { LoyaltyEvents } from './events';
import { runExpiry } from './expiry';
import { receiptOcrEnabled } from './loyalty-env';
import { createReceiptOcr } from './receipt-reading';
import type { LoyaltyContext } from './receipts';

const contexts = new WeakMap<object, LoyaltyContext>();

/** The loyalty context of a built app (tests read `ctx.events.publisher`). */
export function loyaltyContext(app: FastifyInstance): LoyaltyContext {
  const ctx = contexts.get(app.server);
  if (!ctx) throw new Error('loyalty plugin not registered');
  return ctx;
}

/**
 * Publishes through the app's realtime publisher when one is decorated (`app.realtime`, wired by
 * the realtime work), else logs each event (and keeps the last 1,000 for tests and debugging).
 */
function appPublisher(app: FastifyInstance): RealtimePublisher & { events?: unknown[] } {
  const logging = createLoggingPublisher((m) => app.log.info(m));
  const resolve = (): RealtimePublisher => {
    const decorated = app.realtime;
    return decorated && typeof decorated.publish === 'function' ? decorated : logging;
  };
  return {
    events: logging.events,
    async publish(channel, event, data) {
      if (logging.events.length > 1000) logging.events.splice(0, 500);
      await resolve().publish(channel, event, data);
    },
  };
}

/**
 * The loyalty engine's HTTP surface under /v1 (docs/loyalty.md). Register after the auth
 * decorators: `await v1.register(loyaltyPlugin)`.
 */
export const loyaltyPlugin: FastifyPluginAsync = async (app) => {
  const ctx: LoyaltyContext = {
    db: app.db,
    events: new LoyaltyEvents(appPublisher(app)),
    publicUrl: app.config.PUBLIC_URL,
    uploads: uploadsDir(app.config),
  };
  contexts.set(app.server, ctx);

  if (receiptOcrEnabled(app.config)) {
    const ocr = createReceiptOcr(ctx, {
      timeoutMs: app.config.RECEIPT_OCR_TIMEOUT_SECONDS * 1000,
      maxQueue: app.config.RECEIPT_OCR_QUEUE,
      log: app.log,
    });
    ctx.ocr = ocr;
    app.addHook('onReady', async () => {
      // Photos queued by a process that stopped are not read again: they wait for staff.
      const n = await ocr.sweepInterrupted().catch((err: unknown) => {
        app.log.error({ err }, 'receipt OCR sweep failed');
        return 0;
      });
      if (n > 0) app.log.warn({ receipts: n }, 'receipts left unread by an earlier process');
    });
    app.addHook('onClose', async () => ocr.close());
  }

  await app.register(pointsRoutes, { ctx });
  await app.register(receiptsRoutes, { ctx });
  await app.register(badgesRoutes, { ctx });
  await app.register(customerRewardsRoutes, { ctx });
  await app.register(adminRoutes, { ctx, prefix: '/admin' });

  // Points expiry on a timer (off in tests and when LOYALTY_EXPIRY_INTERVAL_MINUTES=0).
  const minutes = app.config.LOYALTY_EXPIRY_INTERVAL_MINUTES;
  if (app.config.NODE_ENV !== 'test' && minutes > 0) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const r = await runExpiry(ctx.db, { events: ctx.events });
        if (r.points > 0) app.log.info(r, 'points expired');
      } catch (err) {
        app.log.error({ err }, 'points expiry failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Once shortly after start (a server restarted daily still expires), then on the interval.
      first = setTimeout(() => void tick(), 15_000);
      first.unref();
      timer = setInterval(() => void tick(), minutes * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }
};
