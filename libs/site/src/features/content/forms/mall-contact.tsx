import { formatMallAddress, mallDirectionsUrl, telHref } from '@atrium/domain/mall';
import { Trans } from '@lingui/react/macro';
import { useMall } from '../../../mall/use-mall';

/**
 * The mall's address, phone (`tel:`) and e-mail (`mailto:`) from `GET /v1/malls`, with a route
 * planner link: the contact page shows them whatever its custom text says.
 */
export function MallContactDetails() {
  const mall = useMall();
  const address = formatMallAddress(mall);
  return (
    <section className="mall-contact" aria-labelledby="mall-contact-heading">
      <h2 id="mall-contact-heading">
        <Trans>Contact details</Trans>
      </h2>
      <address className="mall-contact__address">
        <strong>{mall.name}</strong>
        <br />
        {address}
      </address>
      <dl className="mall-contact__lines">
        {mall.phone && (
          <>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={telHref(mall.phone)}>{mall.phone}</a>
            </dd>
          </>
        )}
        {mall.email && (
          <>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <a href={`mailto:${mall.email}`}>{mall.email}</a>
            </dd>
          </>
        )}
      </dl>
      <p>
        <a href={mallDirectionsUrl(mall)} target="_blank" rel="noopener noreferrer">
          <Trans>Plan the route in a map</Trans>
        </a>
      </p>
    </section>
  );
}
