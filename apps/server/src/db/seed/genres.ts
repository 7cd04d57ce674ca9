import type { I18nText } from '@marquee/contract';

/** Genre tree (pure data). Names in en, sk, cs, de, hu; the slug is the stable key other seed data uses. */
export interface GenreSeed {
  slug: string;
  name: Required<I18nText>;
  description?: string;
  children?: GenreSeed[];
}

const g = (
  slug: string,
  en: string,
  sk: string,
  cs: string,
  de: string,
  hu: string,
  children?: GenreSeed[],
) => ({
  slug,
  name: { en, sk, cs, de, hu },
  children,
});

export const GENRE_SEEDS: GenreSeed[] = [
  g('music', 'Music', 'Hudba', 'Hudba', 'Musik', 'Zene', [
    g('rock', 'Rock', 'Rock', 'Rock', 'Rock', 'Rock'),
    g('pop', 'Pop', 'Pop', 'Pop', 'Pop', 'Pop'),
    g('jazz-blues', 'Jazz & Blues', 'Jazz a blues', 'Jazz a blues', 'Jazz & Blues', 'Jazz és blues'),
    g('classical', 'Classical', 'Klasická hudba', 'Vážná hudba', 'Klassik', 'Klasszikus zene'),
    g(
      'electronic',
      'Electronic',
      'Elektronická hudba',
      'Elektronická hudba',
      'Elektronische Musik',
      'Elektronikus zene',
    ),
    g('hip-hop', 'Hip hop', 'Hip hop', 'Hip hop', 'Hip-Hop', 'Hiphop'),
    g(
      'folk-world',
      'Folk & World',
      'Folk a world music',
      'Folk a world music',
      'Folk & Weltmusik',
      'Népzene és világzene',
    ),
    g('metal', 'Metal', 'Metal', 'Metal', 'Metal', 'Metál'),
  ]),
  g('theatre', 'Theatre', 'Divadlo', 'Divadlo', 'Theater', 'Színház', [
    g('drama', 'Drama', 'Činohra', 'Činohra', 'Schauspiel', 'Prózai színház'),
    g('musical', 'Musical', 'Muzikál', 'Muzikál', 'Musical', 'Musical'),
    g('opera', 'Opera', 'Opera', 'Opera', 'Oper', 'Opera'),
    g(
      'puppet-theatre',
      'Puppet theatre',
      'Bábkové divadlo',
      'Loutkové divadlo',
      'Puppentheater',
      'Bábszínház',
    ),
  ]),
  g('film', 'Film', 'Film', 'Film', 'Film', 'Film', [
    g('feature-film', 'Feature film', 'Hraný film', 'Hraný film', 'Spielfilm', 'Játékfilm'),
    g(
      'documentary',
      'Documentary',
      'Dokumentárny film',
      'Dokumentární film',
      'Dokumentarfilm',
      'Dokumentumfilm',
    ),
    g('animation', 'Animation', 'Animovaný film', 'Animovaný film', 'Animationsfilm', 'Animációs film'),
    g('film-club', 'Film club', 'Filmový klub', 'Filmový klub', 'Filmclub', 'Filmklub'),
  ]),
  g('comedy', 'Comedy', 'Humor', 'Humor', 'Comedy & Kabarett', 'Humor', [
    g('stand-up', 'Stand-up', 'Stand-up', 'Stand-up', 'Stand-up', 'Stand-up'),
    g('cabaret', 'Cabaret', 'Kabaret', 'Kabaret', 'Kabarett', 'Kabaré'),
    g('improv', 'Improv', 'Improvizácia', 'Improvizace', 'Improtheater', 'Improvizáció'),
  ]),
  g('dance', 'Dance', 'Tanec', 'Tanec', 'Tanz', 'Tánc', [
    g('ballet', 'Ballet', 'Balet', 'Balet', 'Ballett', 'Balett'),
    g(
      'contemporary-dance',
      'Contemporary dance',
      'Súčasný tanec',
      'Současný tanec',
      'Zeitgenössischer Tanz',
      'Kortárs tánc',
    ),
    g('folk-dance', 'Folk dance', 'Ľudový tanec', 'Lidový tanec', 'Volkstanz', 'Néptánc'),
    g('dance-party', 'Dance party', 'Tanečná zábava', 'Taneční zábava', 'Tanzparty', 'Táncmulatság'),
  ]),
  g('festival', 'Festival', 'Festival', 'Festival', 'Festival', 'Fesztivál', [
    g(
      'music-festival',
      'Music festival',
      'Hudobný festival',
      'Hudební festival',
      'Musikfestival',
      'Zenei fesztivál',
    ),
    g(
      'film-festival',
      'Film festival',
      'Filmový festival',
      'Filmový festival',
      'Filmfestival',
      'Filmfesztivál',
    ),
    g(
      'food-festival',
      'Food & wine festival',
      'Gastrofestival',
      'Gastrofestival',
      'Kulinarisches Fest',
      'Gasztrofesztivál',
    ),
    g(
      'city-festival',
      'City festival',
      'Mestské slávnosti',
      'Městské slavnosti',
      'Stadtfest',
      'Városi fesztivál',
    ),
  ]),
  g('sport', 'Sport', 'Šport', 'Sport', 'Sport', 'Sport', [
    g('ice-hockey', 'Ice hockey', 'Hokej', 'Hokej', 'Eishockey', 'Jégkorong'),
    g('football', 'Football', 'Futbal', 'Fotbal', 'Fußball', 'Labdarúgás'),
    g('running', 'Running', 'Beh', 'Běh', 'Laufen', 'Futás'),
    g('floorball', 'Floorball', 'Florbal', 'Florbal', 'Floorball', 'Floorball'),
  ]),
  g(
    'kids-family',
    'Kids & Family',
    'Deti a rodina',
    'Děti a rodina',
    'Kinder & Familie',
    'Gyerek és család',
    [
      g('fairy-tales', 'Fairy tales', 'Rozprávky', 'Pohádky', 'Märchen', 'Mesék'),
      g('family-days', 'Family days', 'Rodinné dni', 'Rodinné dny', 'Familientage', 'Családi napok'),
      g(
        'kids-workshops',
        'Workshops for kids',
        'Tvorivé dielne',
        'Tvořivé dílny',
        'Kinderworkshops',
        'Kézműves foglalkozások',
      ),
    ],
  ),
  g(
    'talks-workshops',
    'Talks & Workshops',
    'Prednášky a workshopy',
    'Přednášky a workshopy',
    'Vorträge & Workshops',
    'Előadások és workshopok',
    [
      g('lecture', 'Lecture', 'Prednáška', 'Přednáška', 'Vortrag', 'Előadás'),
      g('workshop', 'Workshop', 'Workshop', 'Workshop', 'Workshop', 'Workshop'),
      g('conference', 'Conference', 'Konferencia', 'Konference', 'Konferenz', 'Konferencia'),
      g(
        'guided-tour',
        'Guided tour',
        'Komentovaná prehliadka',
        'Komentovaná prohlídka',
        'Führung',
        'Vezetett séta',
      ),
    ],
  ),
  g(
    'art-exhibitions',
    'Art & Exhibitions',
    'Umenie a výstavy',
    'Umění a výstavy',
    'Kunst & Ausstellungen',
    'Művészet és kiállítások',
    [
      g('exhibition', 'Exhibition', 'Výstava', 'Výstava', 'Ausstellung', 'Kiállítás'),
      g('design', 'Design', 'Dizajn', 'Design', 'Design', 'Dizájn'),
    ],
  ),
  g('online', 'Online', 'Online', 'Online', 'Online', 'Online', [
    g('live-stream', 'Live stream', 'Živý prenos', 'Živý přenos', 'Livestream', 'Élő közvetítés'),
    g('webinar', 'Webinar', 'Webinár', 'Webinář', 'Webinar', 'Webinárium'),
    g(
      'online-concert',
      'Online concert',
      'Online koncert',
      'Online koncert',
      'Online-Konzert',
      'Online koncert',
    ),
  ]),
];
