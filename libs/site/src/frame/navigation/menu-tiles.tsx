import type { SettingsNavigationKey } from '@atrium/domain/settings';
import { NavIcon } from './nav-icons';
import { renderRouterLink } from './router-link';
import { useMenu } from './use-menus';

/**
 * A settings navigation list as icon tiles: `navigation_homepage_items` on the home page,
 * `navigation_information_items` on the information page.
 */
export function MenuTiles({ list, label }: { list: SettingsNavigationKey; label: string }) {
  const entries = useMenu(list);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={label} className="menu-tiles">
      <ul role="list">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.external ? (
              <a
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                className="menu-tiles__link"
              >
                <NavIcon name={entry.icon} width={28} height={28} />
                <span>{entry.label}</span>
              </a>
            ) : (
              renderRouterLink({
                href: entry.href,
                className: 'menu-tiles__link',
                children: (
                  <>
                    <NavIcon name={entry.icon} width={28} height={28} />
                    <span>{entry.label}</span>
                  </>
                ),
              })
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
