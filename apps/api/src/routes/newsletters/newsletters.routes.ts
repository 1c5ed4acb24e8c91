import { messageResponseSchema } from '@atrium/domain/contract/auth';
import {
  newsletterSubscriptionRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from '@atrium/domain/contract/newsletters';
import type { Locale } from '@atrium/domain/locales';
import { newsletterSubscriptions } from '@atrium/server-db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { perMinute } from '../../auth/rate-limit';
import { generateToken, hashToken } from '../../auth/tokens';
import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { siteLink } from '../../mail/links';
import { sendMail } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';

const SUBSCRIBED = 'Thank you. The newsletter will come to your e-mail.';
const UNSUBSCRIBED = 'The address will receive no more newsletters.';

/**
 * POST /v1/newsletters/subscription {email, locale?, consent:true} — public, rate-limited.
 * Single opt-in with recorded consent time; a welcome mail carries the unsubscribe link
 * `/{locale}/newsletter?unsubscribe=<token>`. Same answer for new and known addresses.
 * POST /v1/newsletters/unsubscribe {token} (from the link) or {email}.
 */
export const newslettersRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: perMinute(app.config.SUPPORT_RATE_LIMIT) };

  const subscribe = {
    body: newsletterSubscriptionRequestSchema,
    response: ok(messageResponseSchema),
  };
  app.post('/newsletters/subscription', { config: limit, schema: subscribe }, async (request) => {
    const body = request.body;
    const tenantId = request.tenant.id;
    const locale = (body.locale ??
      request.customer?.locale ??
      request.tenant.defaultLocale) as Locale;
    const token = generateToken();
    const [existing] = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.tenantId, tenantId),
          eq(newsletterSubscriptions.email, body.email),
        ),
      )
      .limit(1);
    if (existing && !existing.unsubscribedAt) return success({ message: SUBSCRIBED });
    if (existing) {
      await app.db
        .update(newsletterSubscriptions)
        .set({
          unsubscribedAt: null,
          consentAt: new Date(),
          locale,
          unsubscribeTokenHash: hashToken(token),
        })
        .where(eq(newsletterSubscriptions.id, existing.id));
    } else {
      await app.db
        .insert(newsletterSubscriptions)
        .values({ tenantId, email: body.email, locale, unsubscribeTokenHash: hashToken(token) })
        .onConflictDoNothing();
    }
    const link = siteLink(request, locale, 'newsletter', { unsubscribe: token });
    const mail = renderMail('newsletter-welcome', locale, {
      name: '',
      mall: request.tenant.name,
      link,
    });
    await sendMail(
      { db: app.db, config: app.config, log: request.log },
      { tenantId, to: body.email, ...mail, links: [link] },
    );
    return success({ message: SUBSCRIBED });
  });

  const unsubscribe = {
    body: newsletterUnsubscribeRequestSchema,
    response: ok(messageResponseSchema),
  };
  app.post('/newsletters/unsubscribe', { config: limit, schema: unsubscribe }, async (request) => {
    const body = request.body;
    const tenantId = request.tenant.id;
    const where = body.token
      ? eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(body.token))
      : eq(newsletterSubscriptions.email, body.email!);
    const rows = await app.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.tenantId, tenantId),
          where,
          isNull(newsletterSubscriptions.unsubscribedAt),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    if (body.token && rows.length === 0) {
      // A used token of an already unsubscribed address is fine; an unknown one is not.
      const [known] = await app.db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.tenantId, tenantId), where))
        .limit(1);
      if (!known)
        throw new HttpError(422, 'The link is invalid', { token: ['The link is invalid'] });
    }
    return success({ message: UNSUBSCRIBED });
  });
};
