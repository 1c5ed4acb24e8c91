import type { Locale } from '@atrium/domain/locales';

import { L, tr } from './i18n';
import type { TenantSeed } from './tenants';

/**
 * The cinema programme of a mall (docs/api.md "Cinema"): invented films, each screened at its
 * own times every day for the seven days from the seeding day, in the mall's time zone.
 */

interface FilmSeed {
  slug: string;
  ageRating: string;
  lengthMinutes: number;
  genre: string;
  /** `local`: dubbed into the mall's language; otherwise the original language, subtitled. */
  language: Locale | 'local';
  /** Local times (HH:mm) of the daily screenings; the last one is left out every third day. */
  times: string[];
  hall: string;
  title: ReturnType<typeof L>;
  synopsis: ReturnType<typeof L>;
}

const FILMS: FilmSeed[] = [
  {
    slug: 'lighthouse-keepers-daughter',
    ageRating: '12',
    lengthMinutes: 118,
    genre: 'drama',
    language: 'en',
    times: ['14:15', '17:30', '20:40'],
    hall: '1',
    title: L(
      "The Lighthouse Keeper's Daughter",
      'Dcera strážce majáku',
      'Dcéra strážcu majáka',
      'Die Tochter des Leuchtturmwärters',
    ),
    synopsis: L(
      'A young woman returns to a storm-battered island to keep her late father’s light burning for one last winter.',
      'Mladá žena se vrací na bouřemi bičovaný ostrov, aby poslední zimu udržela světlo svého zesnulého otce.',
      'Mladá žena sa vracia na búrkami bičovaný ostrov, aby poslednú zimu udržala svetlo svojho zosnulého otca.',
      'Eine junge Frau kehrt auf eine sturmgepeitschte Insel zurück, um das Licht ihres verstorbenen Vaters einen letzten Winter lang am Leuchten zu halten.',
    ),
  },
  {
    slug: 'paper-kites',
    ageRating: 'U',
    lengthMinutes: 94,
    genre: 'animation',
    language: 'local',
    times: ['11:00', '13:30', '15:45'],
    hall: '2',
    title: L('Paper Kites', 'Papíroví draci', 'Papierové šarkany', 'Papierdrachen'),
    synopsis: L(
      'Two siblings follow a runaway kite across the rooftops of their town and find the friend who lost it.',
      'Dva sourozenci sledují uprchlého draka přes střechy svého města a najdou kamaráda, který ho ztratil.',
      'Dvaja súrodenci sledujú uletený šarkan ponad strechy svojho mesta a nájdu kamaráta, ktorý ho stratil.',
      'Zwei Geschwister folgen einem entflogenen Drachen über die Dächer ihrer Stadt und finden das Kind, das ihn verloren hat.',
    ),
  },
  {
    slug: 'red-line',
    ageRating: '15',
    lengthMinutes: 126,
    genre: 'thriller',
    language: 'en',
    times: ['18:10', '21:00'],
    hall: '3',
    title: L('Red Line', 'Červená linka', 'Červená linka', 'Rote Linie'),
    synopsis: L(
      'A night-shift metro controller has forty minutes to find out who is sending trains the wrong way.',
      'Dispečerka nočního metra má čtyřicet minut na to, aby zjistila, kdo posílá vlaky špatným směrem.',
      'Dispečerka nočného metra má štyridsať minút na to, aby zistila, kto posiela vlaky zlým smerom.',
      'Eine Fahrdienstleiterin der Nacht-U-Bahn hat vierzig Minuten, um herauszufinden, wer Züge in die falsche Richtung schickt.',
    ),
  },
  {
    slug: 'summer-by-the-river',
    ageRating: '12',
    lengthMinutes: 102,
    genre: 'comedy',
    language: 'cz',
    times: ['16:00', '19:15'],
    hall: '2',
    title: L('Summer by the River', 'Léto u řeky', 'Leto pri rieke', 'Sommer am Fluss'),
    synopsis: L(
      'Three generations of one family share a leaky riverside cottage for a summer nobody planned.',
      'Tři generace jedné rodiny sdílejí prosakující chatu u řeky během léta, které nikdo neplánoval.',
      'Tri generácie jednej rodiny zdieľajú deravú chatu pri rieke počas leta, ktoré nikto neplánoval.',
      'Drei Generationen einer Familie teilen sich ein undichtes Häuschen am Fluss – einen Sommer lang, den niemand geplant hat.',
    ),
  },
  {
    slug: 'beyond-the-ice-shelf',
    ageRating: 'U',
    lengthMinutes: 88,
    genre: 'documentary',
    language: 'en',
    times: ['12:20', '17:00'],
    hall: '3',
    title: L(
      'Beyond the Ice Shelf',
      'Za ledovým šelfem',
      'Za ľadovým šelfom',
      'Jenseits des Schelfeises',
    ),
    synopsis: L(
      'A year with the scientists and the penguins of a research station at the edge of Antarctica.',
      'Rok s vědci a tučňáky z výzkumné stanice na okraji Antarktidy.',
      'Rok s vedcami a tučniakmi z výskumnej stanice na okraji Antarktídy.',
      'Ein Jahr mit den Forschenden und den Pinguinen einer Station am Rand der Antarktis.',
    ),
  },
  {
    slug: 'two-tickets-to-lisbon',
    ageRating: '12',
    lengthMinutes: 109,
    genre: 'romance',
    language: 'de',
    times: ['15:00', '20:15'],
    hall: '1',
    title: L(
      'Two Tickets to Lisbon',
      'Dvě jízdenky do Lisabonu',
      'Dva lístky do Lisabonu',
      'Zwei Fahrkarten nach Lissabon',
    ),
    synopsis: L(
      'Strangers who booked the same sleeper compartment by mistake cross Europe in three days and two arguments.',
      'Dva cizí lidé, kteří omylem zarezervovali stejné lůžkové kupé, projedou Evropu za tři dny a dvě hádky.',
      'Dvaja cudzí ľudia, ktorí omylom zarezervovali to isté lôžkové kupé, prejdú Európu za tri dni a dve hádky.',
      'Zwei Fremde, die versehentlich dasselbe Schlafwagenabteil gebucht haben, durchqueren Europa in drei Tagen und zwei Streits.',
    ),
  },
];

export const CINEMA_DAYS = 7;

export interface CinemaSeed {
  film: {
    ageRating: string;
    lengthMinutes: number;
    genre: string;
    language: string;
    subtitles: string | null;
    translations: ReturnType<typeof tr>;
  };
  showtimes: { startsAt: Date; hall: string; ticketUrl: string }[];
}

/** The films of a mall with their showtimes for CINEMA_DAYS days from `now`'s local day. */
export function buildCinema(t: TenantSeed, now: Date): CinemaSeed[] {
  const local: Locale = t.defaultLocale === 'sk' ? 'sk' : 'cz';
  const firstDay = localDay(now, t.timezone);
  return FILMS.map((f, filmIndex) => {
    const dubbed = f.language === 'local';
    const showtimes = [];
    for (let day = 0; day < CINEMA_DAYS; day++) {
      const date = addDays(firstDay, day);
      const times = (day + filmIndex) % 3 === 2 ? f.times.slice(0, -1) : f.times;
      for (const time of times) {
        showtimes.push({
          startsAt: zonedInstant(date, time, t.timezone),
          hall: f.hall,
          ticketUrl: `https://tickets.example.com/${t.id}/${f.slug}/${date}T${time.replace(':', '')}`,
        });
      }
    }
    return {
      film: {
        ageRating: f.ageRating,
        lengthMinutes: f.lengthMinutes,
        genre: f.genre,
        language: dubbed ? local : f.language,
        subtitles: dubbed || f.language === local ? null : local,
        translations: tr({ title: f.title, synopsis: f.synopsis }),
      },
      showtimes,
    };
  });
}

function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant of a wall-clock time in a zone (exact away from the night's DST switch). */
function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(asUtc);
  const offsetMs = new Date(`${wall.replace(' ', 'T')}Z`).getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - offsetMs);
}
