import { settingsQueryOptions } from '@atrium/api-client/settings';
import { tiersQueryOptions } from '@atrium/api-client/tiers';
import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import type { Tier } from '@atrium/domain/contract/loyalty';
import { findTranslation } from '@atrium/domain/translations';
import { buttonClassName } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { useIsLoggedIn } from '../../../session/session-store';
import { WebsitePageView } from './website-page-view';
import './loyalty-program.css';

/**
 * `/loyalty-program`: the mall's own text (custom page `loyalty-program`), then how the programme
 * works in three steps (pictures `loyalty_program_images_step1…3`), its tiers (`GET /v1/tiers`)
 * and the way in: register or sign in, or a member's points.
 */
export function LoyaltyProgramPage() {
  const { t } = useLingui();
  const { data: page } = useSuspenseQuery(websitePageQueryOptions('loyalty-program'));
  return (
    <WebsitePageView page={page} heading={t`Loyalty programme`}>
      <HowItWorks />
      <Tiers />
      <JoinLinks />
    </WebsitePageView>
  );
}

function HowItWorks() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const images = settings.loyalty_program_images;
  const steps = [
    { image: images.step1, title: t`Sign up`, text: t`Create a free account with your e-mail.` },
    {
      image: images.step2,
      title: t`Upload your receipts`,
      text: t`Photograph a receipt from a shop of the centre: its points arrive once it is checked.`,
    },
    {
      image: images.step3,
      title: t`Choose a reward`,
      text: t`Swap your points for a reward and show its QR code at the shop or the desk.`,
    },
  ];
  return (
    <section className="loyalty-steps" aria-labelledby="loyalty-steps">
      <h2 id="loyalty-steps">
        <Trans>How it works</Trans>
      </h2>
      <ol className="loyalty-steps__list">
        {steps.map((step) => (
          <li key={step.title} className="loyalty-steps__step">
            {step.image && <img src={step.image} alt="" loading="lazy" decoding="async" />}
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The tiers, lowest first; nothing while they load or when the API cannot give them. */
function Tiers() {
  const tiers = useQuery(tiersQueryOptions());
  if (!tiers.data?.length) return null;
  const sorted = [...(tiers.data as Tier[])].sort((a, b) => a.min_points - b.min_points);
  return (
    <section className="loyalty-tiers" aria-labelledby="loyalty-tiers">
      <h2 id="loyalty-tiers">
        <Trans>Tiers</Trans>
      </h2>
      <ul className="loyalty-tiers__list">
        {sorted.map((tier) => (
          <TierCard key={tier.id} tier={tier} />
        ))}
      </ul>
    </section>
  );
}

function TierCard({ tier }: { tier: Tier }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const name = findTranslation(tier.translations, locale, 'name') ?? tier.slug;
  const description = findTranslation(tier.translations, locale, 'description');
  const points = i18n.number(tier.min_points);
  return (
    <li className="loyalty-tiers__tier">
      {tier.image && <img src={tier.image} alt="" loading="lazy" decoding="async" />}
      <h3>{name}</h3>
      <p className="loyalty-tiers__threshold">
        {tier.min_points === 0 ? (
          <Trans>Where every member starts</Trans>
        ) : (
          <Trans>From {points} points collected in 12 months</Trans>
        )}
      </p>
      {description && <p>{description}</p>}
    </li>
  );
}

function JoinLinks() {
  const locale = useLocale();
  const loggedIn = useIsLoggedIn();
  return (
    <p className="loyalty-join">
      {loggedIn ? (
        <Link to="/$locale/my-points" params={{ locale }} className={buttonClassName()}>
          <Trans>See my points</Trans>
        </Link>
      ) : (
        <>
          <Link to="/$locale/register" params={{ locale }} className={buttonClassName()}>
            <Trans>Create an account</Trans>
          </Link>
          <Link
            to="/$locale/login"
            params={{ locale }}
            className={buttonClassName({ variant: 'outline' })}
          >
            <Trans>Sign in</Trans>
          </Link>
        </>
      )}
      <Link to={`/${locale}/rewards/1` as never}>
        <Trans>See the rewards</Trans>
      </Link>
    </p>
  );
}
