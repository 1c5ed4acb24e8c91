import type { EVENTS } from './content-tables';
import { L } from './i18n';

type EventRow = (typeof EVENTS)[number];

/**
 * Events only one mall holds; each replaces one of the shared table's non-seasonal events, so
 * every mall keeps its number of events while no two share a programme. Seasonal events (the
 * Christmas market, the summer sale) are in every mall, as they are in life.
 */
export const OWN_EVENTS: Record<string, { replaces: string; event: EventRow }[]> = {
  galerieharfa: [
    {
      replaces: 'jazz-evening',
      event: [
        'board-game-night',
        'culture',
        false,
        -12,
        1,
        L('Board game night', 'Deskoherní večer', 'Večer spoločenských hier', 'Brettspielabend'),
        L(
          'Over a hundred games to try, with players to explain them.',
          'Přes sto her k vyzkoušení a hráči, kteří je vysvětlí.',
          'Vyše sto hier na vyskúšanie a hráči, ktorí ich vysvetlia.',
          'Über hundert Spiele zum Ausprobieren, mit Erklärern.',
        ),
      ],
    },
    {
      replaces: 'coffee-tasting',
      event: [
        'hockey-screening',
        'family',
        false,
        3,
        1,
        L(
          'Hockey on the big screen',
          'Hokej na velké obrazovce',
          'Hokej na veľkej obrazovke',
          'Eishockey auf der Großleinwand',
        ),
        L(
          'Watch the match together in the food court.',
          'Sledujte zápas společně ve food courtu.',
          'Sledujte zápas spoločne vo food courte.',
          'Das Spiel gemeinsam im Food Court schauen.',
        ),
      ],
    },
    {
      replaces: 'photo-exhibition',
      event: [
        'street-art',
        'culture',
        false,
        -2,
        21,
        L(
          'Street art from Holešovice',
          'Street art z Holešovic',
          'Street art z Holešovíc',
          'Street-Art aus Holešovice',
        ),
        L(
          'Local artists paint the walls of the parking garage.',
          'Místní umělci malují stěny parkovacího domu.',
          'Miestni umelci maľujú steny parkovacieho domu.',
          'Lokale Künstler bemalen die Wände des Parkhauses.',
        ),
      ],
    },
  ],
  novoplaza: [
    {
      replaces: 'jazz-evening',
      event: [
        'flea-market',
        'culture',
        false,
        -9,
        2,
        L(
          'Neighbourhood flea market',
          'Sousedský bleší trh',
          'Susedský blší trh',
          'Nachbarschaftsflohmarkt',
        ),
        L(
          'Sell what you no longer need, buy what you were looking for.',
          'Prodejte, co už nepotřebujete, kupte, co jste hledali.',
          'Predajte, čo už nepotrebujete, kúpte, čo ste hľadali.',
          'Verkaufen, was Sie nicht mehr brauchen, finden, was Sie suchen.',
        ),
      ],
    },
    {
      replaces: 'coffee-tasting',
      event: [
        'bike-check',
        'family',
        true,
        4,
        2,
        L(
          'Free bike check',
          'Kontrola kola zdarma',
          'Kontrola bicykla zadarmo',
          'Kostenloser Fahrradcheck',
        ),
        L(
          'Brakes, gears and tyres checked while you shop.',
          'Brzdy, přehazovačka a pneumatiky zkontrolované, zatímco nakupujete.',
          'Brzdy, prehadzovačka a pneumatiky skontrolované, kým nakupujete.',
          'Bremsen, Schaltung und Reifen geprüft, während Sie einkaufen.',
        ),
      ],
    },
    {
      replaces: 'photo-exhibition',
      event: [
        'seniors-morning',
        'family',
        false,
        -1,
        30,
        L(
          'Quiet mornings for seniors',
          'Klidná dopoledne pro seniory',
          'Pokojné dopoludnia pre seniorov',
          'Ruhige Vormittage für Senioren',
        ),
        L(
          'Every Tuesday until noon: softer music, more seats and coffee for free.',
          'Každé úterý do poledne: tišší hudba, více míst k sezení a káva zdarma.',
          'Každý utorok do obeda: tichšia hudba, viac miest na sedenie a káva zadarmo.',
          'Jeden Dienstag bis Mittag: leisere Musik, mehr Sitzplätze und Kaffee gratis.',
        ),
      ],
    },
  ],
  europasc: [
    {
      replaces: 'jazz-evening',
      event: [
        'folk-afternoon',
        'culture',
        false,
        -15,
        1,
        L('Folk afternoon', 'Folklórní odpoledne', 'Folklórne popoludnie', 'Folklore-Nachmittag'),
        L(
          'Dancers and a fiddle band from the region in the atrium.',
          'Tanečníci a muzika z regionu v atriu.',
          'Tanečníci a ľudová hudba z regiónu v átriu.',
          'Tänzer und eine Volksmusikkapelle aus der Region im Atrium.',
        ),
      ],
    },
    {
      replaces: 'coffee-tasting',
      event: [
        'wine-tasting',
        'culture',
        true,
        6,
        2,
        L(
          'Central Slovak wine tasting',
          'Degustace středoslovenských vín',
          'Degustácia stredoslovenských vín',
          'Weinprobe aus der Mittelslowakei',
        ),
        L(
          'Winemakers from the region pour their new vintage.',
          'Vinaři z regionu nalévají nový ročník.',
          'Vinári z regiónu nalievajú nový ročník.',
          'Winzer aus der Region schenken den neuen Jahrgang aus.',
        ),
      ],
    },
    {
      replaces: 'photo-exhibition',
      event: [
        'ski-swap',
        'sale',
        false,
        -1,
        5,
        L(
          'Ski and board swap',
          'Burza lyží a snowboardů',
          'Burza lyží a snowboardov',
          'Ski- und Snowboardbörse',
        ),
        L(
          'Used skis, boots and boards, checked by a service technician.',
          'Použité lyže, boty a prkna zkontrolované servisním technikem.',
          'Použité lyže, topánky a dosky skontrolované servisným technikom.',
          'Gebrauchte Ski, Schuhe und Boards, vom Servicetechniker geprüft.',
        ),
      ],
    },
  ],
  presentation: [
    {
      replaces: 'jazz-evening',
      event: [
        'platform-demo',
        'culture',
        false,
        -5,
        1,
        L(
          'Live demo: a mall site in a day',
          'Živá ukázka: web centra za den',
          'Živá ukážka: web centra za deň',
          'Live-Demo: eine Center-Website an einem Tag',
        ),
        L(
          'See shops, events and the loyalty programme set up on stage.',
          'Podívejte se, jak na pódiu vzniknou obchody, akce i věrnostní program.',
          'Pozrite sa, ako na pódiu vzniknú obchody, podujatia aj vernostný program.',
          'Sehen Sie, wie Geschäfte, Events und das Treueprogramm live entstehen.',
        ),
      ],
    },
    {
      replaces: 'coffee-tasting',
      event: [
        'double-points',
        'sale',
        true,
        2,
        7,
        L(
          'Double points week',
          'Týden dvojnásobných bodů',
          'Týždeň dvojnásobných bodov',
          'Woche der doppelten Punkte',
        ),
        L(
          'Every receipt counts twice in the loyalty programme.',
          'Každá účtenka se ve věrnostním programu počítá dvakrát.',
          'Každý bloček sa vo vernostnom programe počíta dvakrát.',
          'Jeder Beleg zählt im Treueprogramm doppelt.',
        ),
      ],
    },
    {
      replaces: 'photo-exhibition',
      event: [
        'design-week',
        'culture',
        false,
        0,
        10,
        L('Design week', 'Týden designu', 'Týždeň dizajnu', 'Designwoche'),
        L(
          'Young designers show furniture, lamps and ceramics.',
          'Mladí designéři ukazují nábytek, lampy a keramiku.',
          'Mladí dizajnéri ukazujú nábytok, lampy a keramiku.',
          'Junge Designer zeigen Möbel, Leuchten und Keramik.',
        ),
      ],
    },
  ],
};

/** The mall's programme: the shared events with its own in place of those they replace. */
export function eventsOf(tenantId: string, shared: readonly EventRow[]): EventRow[] {
  const own = OWN_EVENTS[tenantId] ?? [];
  return shared.map((row) => own.find((o) => o.replaces === row[0])?.event ?? row);
}
