import type { Database } from '@atrium/server-db/database';
import { outbox } from '@atrium/server-db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

import type { Env } from '../env';

/**
 * Outgoing e-mail. Every mail is written to the `outbox` table (the record, and the demo's
 * GET /dev/outbox). With SMTP configured (SMTP_URL, or SMTP_HOST [+ SMTP_PORT, SMTP_USER,
 * SMTP_PASSWORD]) it is also sent through nodemailer and `sent_at` is set; without SMTP the log
 * gets a line with the link, so a local user can follow it. A failing SMTP server never fails
 * the request that sent the mail: the error is logged and the mail stays unsent in the outbox.
 */
export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The links the mail carries, main link first. */
  links: string[];
}

const transports = new WeakMap<Env, Transporter | null>();

function transportFor(env: Env): Transporter | null {
  if (transports.has(env)) return transports.get(env)!;
  let t: Transporter | null = null;
  if (env.SMTP_URL) t = nodemailer.createTransport(env.SMTP_URL);
  else if (env.SMTP_HOST) {
    t = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? 587,
      secure: env.SMTP_PORT === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    });
  }
  transports.set(env, t);
  return t;
}

export function smtpConfigured(env: Env): boolean {
  return Boolean(env.SMTP_URL || env.SMTP_HOST);
}

export async function sendMail(
  deps: { db: Database; config: Env; log: FastifyBaseLogger },
  mail: OutgoingMail,
): Promise<{ id: number; sent: boolean }> {
  const [row] = await deps.db
    .insert(outbox)
    .values({
      tenantId: mail.tenantId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      links: mail.links,
    })
    .returning({ id: outbox.id });
  const id = row!.id;
  const transport = transportFor(deps.config);
  if (!transport) {
    deps.log.info(
      { outboxId: id, to: mail.to, subject: mail.subject, link: mail.links[0] },
      `mail kept in outbox (no SMTP): ${mail.links[0] ?? ''}`,
    );
    return { id, sent: false };
  }
  try {
    await transport.sendMail({
      from: deps.config.SMTP_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await deps.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    return { id, sent: true };
  } catch (err) {
    deps.log.error({ err, outboxId: id }, 'SMTP send failed; mail left in outbox');
    return { id, sent: false };
  }
}
