/** Blog articles (pure data) by the blogger and media profiles, linked to genres and profiles. */
export interface ArticleSeed {
  key: string;
  title: string;
  author: string;
  /** Published this many days before `now`; DRAFT when omitted. */
  daysAgo?: number;
  genres: string[];
  profiles: string[];
  keywords: string[];
  about: string;
  paragraphs: string[];
  gallery?: string[];
}

export const ARTICLE_SEEDS: ArticleSeed[] = [
  {
    key: 'luky-lineup',
    title: 'Lúky Festival odhalil program: Mlýnská kola, Zuzana Mikulová aj DJ Kovi',
    author: 'jana-kovacova',
    daysAgo: 2,
    genres: ['music-festival'],
    profiles: ['luky-festival', 'mlynska-kola', 'zuzana-mikulova', 'dj-kovi'],
    keywords: ['festival', 'lineup', 'trenčín'],
    about: 'Tri dni, dve pódiá a premiéra tanečnej scény. Prečítajte si, na koho sa tešíme najviac.',
    paragraphs: [
      'Organizátori Lúky Festivalu zverejnili kompletný program. Piatok patrí Mlýnským kolám, ktoré na Slovensku vystúpia po piatich rokoch.',
      'V sobotu odporúčame nevynechať popoludňajší koncert Nikola Bric Quartet – jazz na lúke pri západe slnka funguje aj na ľudí, ktorí jazz „nemusia“.',
      'Novinkou je nedeľná tanečná scéna s győrským Ifjú Táncegyüttesom a záverečný set DJ Koviho.',
    ],
    gallery: ['Hlavné pódium minulý rok', 'Stanové mestečko', 'Západ slnka nad lúkami'],
  },
  {
    key: 'dunajska-sien-sezona',
    title: 'Dunajská koncertná sieň: čo prinesie nová sezóna',
    author: 'kulturne-noviny',
    daysAgo: 5,
    genres: ['classical', 'jazz-blues'],
    profiles: ['dunajska-sien', 'bratislavsky-orchester', 'nikola-bric'],
    keywords: ['sezóna', 'klasika', 'jazz'],
    about: 'Dvořák, Beethoven a jazzové soboty. Prehľad najzaujímavejších koncertov.',
    paragraphs: [
      'Bratislavský symfonický orchester otvorí sezónu Dvořákovou Novosvetskou symfóniou. Vstupenky v kategórii A sú zatiaľ za zvýhodnenú cenu.',
      'Jazzové soboty pokračujú – ako prvý sa predstaví klavirista Nikola Bric so svojím kvartetom.',
    ],
  },
  {
    key: 'obchod-na-korze-navrat',
    title: 'Obchod na korze sa vracia do kina',
    author: 'tomas-dvorak',
    daysAgo: 8,
    genres: ['feature-film', 'film-club'],
    profiles: ['kino-panorama'],
    keywords: ['film', 'klasika', 'oscar'],
    about: 'Reštaurovaná kópia prvého oscarového filmu z Československa v košickej Panoráme.',
    paragraphs: [
      'Kadárov a Klosov film z roku 1965 nestratil nič zo svojej sily. Výkon Jozefa Krónera a Idy Kamińskej patrí k tomu najlepšiemu v stredoeurópskej kinematografii.',
      'Kino Panoráma ho uvádza vo filmovom klube s anglickými titulkami aj v seniorskom predpoludní.',
    ],
  },
  {
    key: 'kolja-po-letech',
    title: 'Kolja po letech: proč se na něj pořád díváme',
    author: 'tomas-dvorak',
    daysAgo: 12,
    genres: ['feature-film'],
    profiles: ['kino-panorama'],
    keywords: ['svěrák', 'oscar', 'recenze'],
    about: 'Oscarový film Jana Svěráka znovu v kinech. Obstál?',
    paragraphs: [
      'Kolja je film o vztahu, který nikdo nechtěl, a přesto změnil oba jeho aktéry. Po letech působí spíš smutně než vesele – a to je dobře.',
      'Doporučuji nedělní odpolední představení: sál plný rodin dodává filmu úplně jinou atmosféru.',
    ],
  },
  {
    key: 'hamlet-brno-recenze',
    title: 'Hamlet na Hradbách: Šimko hraje prince bez patosu',
    author: 'tomas-dvorak',
    daysAgo: 15,
    genres: ['drama'],
    profiles: ['divadlo-na-hradbach', 'marek-simko'],
    keywords: ['divadlo', 'shakespeare', 'recenze'],
    about: 'Recenze nové inscenace Divadla na Hradbách.',
    paragraphs: [
      'Marek Šimko hraje Hamleta jako obyčejného mladého muže, kterému se rozpadl svět. Žádné velké gesto, o to silnější je monolog ve třetím dějství.',
      'Lóže z roku 1912 stojí za návštěvu samy o sobě – a v nich i nejlepší výhled na jeviště.',
    ],
  },
  {
    key: 'kazan-klub-portret',
    title: 'Kazán Klub: egy kazánház, ami sosem alszik',
    author: 'kulturne-noviny',
    daysAgo: 20,
    genres: ['electronic'],
    profiles: ['kazan-klub', 'dj-kovi'],
    keywords: ['klub', 'budapest', 'techno'],
    about: 'Portré a VII. kerület legújabb klubjáról és rezidenséről.',
    paragraphs: [
      'A Kazán Klub egy száz éves kazánházban működik. A hangrendszert a helyiség akusztikájához tervezték, a parkett hajnalig tele van.',
      'A rezidens DJ Kovi szerint a titok egyszerű: „Hosszú szettek, kevés fény, sok levegő.”',
    ],
  },
  {
    key: 'berliner-clubkultur',
    title: 'Berliner Clubkultur nach der Pandemie',
    author: 'felix-brandt',
    daysAgo: 25,
    genres: ['electronic', 'dance-party'],
    profiles: ['spreewerk', 'spree-kultur'],
    keywords: ['clubkultur', 'berlin'],
    about: 'Wie sich Clubs wie das Spreewerk neu erfunden haben.',
    paragraphs: [
      'Längere Öffnungszeiten am Wochenende, Konzerte unter der Woche und mehr Benefizabende: Das Spreewerk zeigt, wie ein Club heute funktioniert.',
      'Besonders gelungen: das Benefizkonzert für die Berliner Tafel, bei dem jeder zahlt, was er kann.',
    ],
  },
  {
    key: 'wiener-kabarett',
    title: 'Lisa Oberhauser und das neue Wiener Kabarett',
    author: 'felix-brandt',
    daysAgo: 31,
    genres: ['cabaret'],
    profiles: ['lisa-oberhauser', 'donausaal'],
    keywords: ['kabarett', 'wien'],
    about: 'Ein Abend im Donausaal mit „Ganz normal“.',
    paragraphs: [
      'Oberhauser braucht keine Requisiten. Ein Stuhl, ein Mikrofon und ein Familienchat reichen für zwei Stunden Lachen.',
      'Der Donausaal ist dafür ideal: groß genug für Stimmung, klein genug für Nähe.',
    ],
  },
  {
    key: 'festival-checklist',
    title: 'Festivalový checklist: čo si zbaliť na tri dni pod stanom',
    author: 'jana-kovacova',
    daysAgo: 40,
    genres: ['festival', 'music-festival'],
    profiles: ['luky-festival'],
    keywords: ['tipy', 'festival', 'stan'],
    about: 'Overený zoznam vecí, bez ktorých na festival nechoďte.',
    paragraphs: [
      'Pršiplášť, powerbanka, čelovka a štuple do uší. A vstupenku v mobile – QR kód funguje aj bez signálu.',
      'Parkovanie si kúpte vopred spolu so vstupenkou, na mieste býva plno.',
    ],
  },
  {
    key: 'tanchaz-kezdoknek',
    title: 'Táncház kezdőknek: így vágj bele',
    author: 'reka-szabo',
    daysAgo: 45,
    genres: ['folk-dance'],
    profiles: ['ifju-tancegyuttes'],
    keywords: ['néptánc', 'táncház'],
    about: 'Nem kell tudni táncolni ahhoz, hogy elmenj egy táncházba.',
    paragraphs: [
      'A legtöbb táncházban az első órában tanítás van. Kényelmes cipő és jókedv – ennyi kell.',
      'Az Ifjú Táncegyüttes csárdás estjén a szünetben a közönség is táncolhat.',
    ],
  },
  {
    key: 'bezbarierova-kultura',
    title: 'Bezbariérová kultúra: kde to už funguje',
    author: 'kultura-pre-vsetkych',
    daysAgo: 60,
    genres: ['music', 'theatre'],
    profiles: ['kultura-pre-vsetkych', 'dunajska-sien'],
    keywords: ['bezbariérovosť', 'prístupnosť'],
    about: 'Prehľad sál, ktoré myslia na divákov na vozíku.',
    paragraphs: [
      'Dunajská koncertná sieň má miesta pre vozíčkarov v poslednom rade parteru so vstupom bez schodov.',
      'Pri kúpe vstupenky si ich viete vybrať priamo na sedadlovej mape.',
    ],
  },
  {
    key: 'pripravujeme-rozhovor',
    title: 'Rozhovor so Zuzanou Mikulovou (pripravujeme)',
    author: 'jana-kovacova',
    genres: ['pop'],
    profiles: ['zuzana-mikulova'],
    keywords: ['rozhovor'],
    about: 'Koncept rozhovoru.',
    paragraphs: ['Otázky: nový album, koncerty z obývačky, život v Banskej Bystrici.'],
  },
];
