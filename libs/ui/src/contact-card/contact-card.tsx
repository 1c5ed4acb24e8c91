import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './contact-card.module.css';

export type ContactCardProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  title?: React.ReactNode;
  /** Address lines ("Českomoravská 2420/15a", "190 00 Praha 9"). */
  address?: readonly string[];
  phone?: string;
  email?: string;
  website?: string;
  /** A map link; else built from `coordinates` or the address. */
  mapUrl?: string;
  coordinates?: { latitude: number; longitude: number };
  headingLevel?: 2 | 3;
};

/** A map search URL for coordinates or an address (opens the phone's map app). */
export function mapLink(
  address: readonly string[] | undefined,
  coordinates?: { latitude: number; longitude: number },
): string | undefined {
  if (coordinates) {
    return `https://www.google.com/maps/search/?api=1&query=${coordinates.latitude},${coordinates.longitude}`;
  }
  if (address?.length) {
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`;
  }
  return undefined;
}

/** Address, phone (tel:), e-mail (mailto:), website and a map link. */
export function ContactCard({
  title,
  address,
  phone,
  email,
  website,
  mapUrl,
  coordinates,
  headingLevel = 2,
  className,
  ...props
}: ContactCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const map = mapUrl ?? mapLink(address, coordinates);
  return (
    <section className={cn(styles.card, className)} {...props}>
      <Heading className={styles.title}>{title ?? t`Contact`}</Heading>
      <address className={styles.address}>
        {address && address.length > 0 && (
          <p>
            {address.map((line, i) => (
              <span key={i} className={styles.line}>
                {line}
              </span>
            ))}
          </p>
        )}
        <dl className={styles.list}>
          {phone && (
            <div>
              <dt>{t`Phone`}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          )}
          {email && (
            <div>
              <dt>{t`E-mail`}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          {website && (
            <div>
              <dt>{t`Website`}</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className={styles.map}>
            {t`Show on map`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </address>
    </section>
  );
}
