import type { Contact, ProfileRole, ProfileSubtype, ProfileType } from '../schema';
import type { SeedCountry } from './cities';

/**
 * Demo profiles (pure data). Names are invented but local (Slovak, Czech, Hungarian, Austrian, German);
 * `key` is the stable handle other seed files use and the base of the deterministic id and nickname.
 */
export interface ProfileSeed {
  key: string;
  type: ProfileType;
  subtype?: ProfileSubtype;
  name: string;
  city: [SeedCountry, string];
  about: string;
  genres: string[];
  contacts?: Contact[];
  isBlogger?: boolean;
  /** Years before `now` the profile started promoting (organizers only). */
  promoterYears?: number;
  role?: ProfileRole;
  /** Street address for venues and promoters. */
  street?: string;
}

const web = (
  url: string,
  type: 'Homepage' | 'Facebook' | 'Instagram' | 'Youtube' | 'Soundcloud' = 'Homepage',
): Contact => ({
  Kind: 'web',
  Url: url,
  WebContactType: type,
  Private: false,
});
const mail = (address: string, isPrivate = false): Contact => ({
  Kind: 'email',
  EmailAddress: address,
  Private: isPrivate,
});
const phone = (number: string, isPrivate = false): Contact => ({
  Kind: 'phone',
  Number: number,
  Private: isPrivate,
});

export const PROFILE_SEEDS: ProfileSeed[] = [
  // Promoters
  {
    key: 'marquee-live',
    type: 'PromoterProfile',
    name: 'Marquee Live s.r.o.',
    city: ['SK', 'Bratislava'],
    street: 'Panská 14',
    promoterYears: 9,
    about: 'Organizujeme koncerty, festivaly a divadelné zájazdy po celom Slovensku už od roku 2016.',
    genres: ['music', 'festival'],
    contacts: [
      mail('info@marquee-live.example'),
      phone('+421 2 5443 1200'),
      web('https://marquee-live.example'),
      mail('uctovnictvo@marquee-live.example', true),
    ],
  },
  {
    key: 'vltava-promotion',
    type: 'PromoterProfile',
    name: 'Vltava Promotion s.r.o.',
    city: ['CZ', 'Praha'],
    street: 'Na Poříčí 1041/12',
    promoterYears: 14,
    about: 'Pořádáme velké koncerty a sportovní události v Praze a Brně.',
    genres: ['music', 'sport'],
    contacts: [
      mail('kontakt@vltava-promotion.example'),
      phone('+420 222 310 410'),
      web('https://vltava-promotion.example'),
    ],
  },
  {
    key: 'pannonia-koncert',
    type: 'PromoterProfile',
    name: 'Pannónia Koncertiroda Kft.',
    city: ['HU', 'Budapest'],
    street: 'Király utca 26.',
    promoterYears: 7,
    about: 'Klubkoncertek, elektronikus zenei estek és turnék Budapesten és vidéken.',
    genres: ['music', 'electronic'],
    contacts: [
      mail('info@pannonia-koncert.example'),
      web('https://www.facebook.com/pannoniakoncert', 'Facebook'),
    ],
  },
  {
    key: 'donau-events',
    type: 'PromoterProfile',
    name: 'Donau Events GmbH',
    city: ['AT', 'Wien'],
    street: 'Praterstraße 38',
    promoterYears: 11,
    about: 'Konzerte, Kabarett und Benefizveranstaltungen in Wien und Niederösterreich.',
    genres: ['music', 'comedy'],
    contacts: [mail('office@donau-events.example'), phone('+43 1 216 40 00')],
  },
  {
    key: 'spree-kultur',
    type: 'PromoterProfile',
    name: 'Spree Kultur GmbH',
    city: ['DE', 'Berlin'],
    street: 'Köpenicker Straße 70',
    promoterYears: 5,
    about: 'Clubnächte, Indie-Konzerte und Benefizabende in Berlin-Kreuzberg und Friedrichshain.',
    genres: ['music', 'electronic'],
    contacts: [mail('hallo@spree-kultur.example'), web('https://www.instagram.com/spreekultur', 'Instagram')],
  },
  // Venues
  {
    key: 'dunajska-sien',
    type: 'BuildingProfile',
    subtype: 'Hall',
    name: 'Dunajská koncertná sieň',
    city: ['SK', 'Bratislava'],
    street: 'Nábrežie arm. gen. L. Svobodu 3',
    promoterYears: 20,
    about: 'Koncertná sieň pre 1 100 divákov s vynikajúcou akustikou, priamo na nábreží Dunaja.',
    genres: ['classical', 'jazz-blues'],
    contacts: [
      mail('pokladna@dunajska-sien.example'),
      phone('+421 2 2047 7000'),
      web('https://dunajska-sien.example'),
    ],
  },
  {
    key: 'vltava-arena',
    type: 'BuildingProfile',
    subtype: 'Hall',
    name: 'Vltava Arena',
    city: ['CZ', 'Praha'],
    street: 'Ocelářská 460/2',
    promoterYears: 18,
    about: 'Multifunkční aréna pro 20 000 diváků: koncerty, hokej, florbal i rodinné show.',
    genres: ['music', 'sport'],
    contacts: [mail('info@vltava-arena.example'), web('https://vltava-arena.example')],
  },
  {
    key: 'kazan-klub',
    type: 'BuildingProfile',
    subtype: 'MusicClub',
    name: 'Kazán Klub',
    city: ['HU', 'Budapest'],
    street: 'Dob utca 18.',
    promoterYears: 6,
    about: 'Egy egykori kazánház a VII. kerületben: techno, indie és élő zene hajnalig.',
    genres: ['electronic', 'rock'],
    contacts: [mail('booking@kazanklub.example'), web('https://www.instagram.com/kazanklub', 'Instagram')],
  },
  {
    key: 'divadlo-na-hradbach',
    type: 'BuildingProfile',
    subtype: 'Theatre',
    name: 'Divadlo na Hradbách',
    city: ['CZ', 'Brno'],
    street: 'Husova 17',
    promoterYears: 30,
    about: 'Komorní divadlo s lóžemi z roku 1912 pod Špilberkem. Činohra, pohádky i stand-up.',
    genres: ['drama', 'stand-up', 'fairy-tales'],
    contacts: [mail('pokladna@divadlonahradbach.example'), phone('+420 542 210 330')],
  },
  {
    key: 'kino-panorama',
    type: 'BuildingProfile',
    subtype: 'Cinema',
    name: 'Kino Panoráma',
    city: ['SK', 'Košice'],
    street: 'Hlavná 42',
    promoterYears: 12,
    about: 'Jednosálové mestské kino s filmovým klubom a premietaním pre seniorov každý štvrtok.',
    genres: ['film', 'film-club'],
    contacts: [mail('kino@panorama-kosice.example'), web('https://kino-panorama.example')],
  },
  {
    key: 'donausaal',
    type: 'BuildingProfile',
    subtype: 'CulturalVenue',
    name: 'Donausaal Wien',
    city: ['AT', 'Wien'],
    street: 'Wagramer Straße 81',
    promoterYears: 15,
    about: 'Der Konzertsaal der Donaustadt: Kammermusik, Kabarett und Lesungen für 570 Gäste.',
    genres: ['classical', 'cabaret'],
    contacts: [mail('karten@donausaal.example'), phone('+43 1 203 55 10')],
  },
  {
    key: 'spreewerk',
    type: 'BuildingProfile',
    subtype: 'MusicClub',
    name: 'Spreewerk',
    city: ['DE', 'Berlin'],
    street: 'Holzmarktstraße 25',
    promoterYears: 8,
    about:
      'Club in einer alten Umspannstation direkt an der Spree. Techno am Wochenende, Konzerte unter der Woche.',
    genres: ['electronic', 'rock'],
    contacts: [web('https://spreewerk.example'), web('https://soundcloud.com/spreewerk', 'Soundcloud')],
  },
  // Festival
  {
    key: 'luky-festival',
    type: 'FestivalProfile',
    name: 'Lúky Festival',
    city: ['SK', 'Trenčín'],
    street: 'Letisko Trenčín, Hlavná 1',
    promoterYears: 10,
    about: 'Trojdňový open-air festival hudby, divadla a diskusií na lúkach pri Trenčíne.',
    genres: ['music-festival', 'rock', 'electronic'],
    contacts: [
      mail('info@lukyfestival.example'),
      web('https://lukyfestival.example'),
      web('https://www.youtube.com/@lukyfestival', 'Youtube'),
    ],
  },
  // Performers
  {
    key: 'mlynska-kola',
    type: 'BandProfile',
    subtype: 'Band',
    name: 'Mlýnská kola',
    city: ['CZ', 'Praha'],
    about: 'Česká rocková kapela, která už dvacet let vyprodává haly. Nové album „Proti proudu“ vyšlo letos.',
    genres: ['rock', 'pop'],
    contacts: [web('https://mlynskakola.example'), web('https://www.youtube.com/@mlynskakola', 'Youtube')],
  },
  {
    key: 'zugo-fenyok',
    type: 'BandProfile',
    subtype: 'Band',
    name: 'Zúgó Fenyők',
    city: ['HU', 'Budapest'],
    about: 'Budapesti indie-folk zenekar vonósokkal és sok énekkel.',
    genres: ['folk-world', 'rock'],
    role: 'Pending',
  },
  {
    key: 'die-grauen-katzen',
    type: 'BandProfile',
    subtype: 'Band',
    name: 'Die Grauen Katzen',
    city: ['DE', 'Leipzig'],
    about: 'Indie-Rock aus Leipzig: laute Gitarren, leise Texte.',
    genres: ['rock'],
  },
  {
    key: 'zuzana-mikulova',
    type: 'PerformerProfile',
    subtype: 'Musician',
    name: 'Zuzana Mikulová',
    city: ['SK', 'Banská Bystrica'],
    about: 'Speváčka a skladateľka. Akustické pesničky o horách, meste a ľuďoch.',
    genres: ['pop', 'folk-world'],
    contacts: [
      web('https://zuzanamikulova.example'),
      web('https://www.instagram.com/zuzanamikulova', 'Instagram'),
    ],
  },
  {
    key: 'nikola-bric',
    type: 'PerformerProfile',
    subtype: 'Musician',
    name: 'Nikola Bric Quartet',
    city: ['SK', 'Bratislava'],
    about: 'Jazzové kvarteto klaviristu Nikolu Brica – moderný jazz so slovenským folklórom.',
    genres: ['jazz-blues'],
  },
  {
    key: 'dj-kovi',
    type: 'ArtistProfile',
    subtype: 'Musician',
    name: 'DJ Kovi',
    city: ['HU', 'Budapest'],
    about: 'Kovács Bálint, azaz DJ Kovi – melodikus techno és house a Kazán Klub rezidensétől.',
    genres: ['electronic'],
    contacts: [web('https://soundcloud.com/djkovi', 'Soundcloud')],
  },
  {
    key: 'bratislavsky-orchester',
    type: 'PerformerProfile',
    subtype: 'Musician',
    name: 'Bratislavský symfonický orchester',
    city: ['SK', 'Bratislava'],
    about: 'Symfonický orchester s 80 hudobníkmi, šéfdirigentka Mária Vargová.',
    genres: ['classical'],
  },
  {
    key: 'wiener-kammerorchester',
    type: 'PerformerProfile',
    subtype: 'Musician',
    name: 'Kammerorchester Donaustadt',
    city: ['AT', 'Wien'],
    about: 'Junges Wiener Kammerorchester mit Schwerpunkt Klassik und Wiener Moderne.',
    genres: ['classical'],
  },
  {
    key: 'jakub-horejsi',
    type: 'ComedianProfile',
    subtype: 'Comedian',
    name: 'Jakub Hořejší',
    city: ['CZ', 'Brno'],
    about: 'Brněnský stand-up komik. O rodině, šalinách a o tom, proč je Brno lepší než Praha.',
    genres: ['stand-up'],
  },
  {
    key: 'lisa-oberhauser',
    type: 'ComedianProfile',
    subtype: 'Comedian',
    name: 'Lisa Oberhauser',
    city: ['AT', 'Graz'],
    about: 'Kabarettistin aus Graz. Ihr neues Programm „Ganz normal“ tourt durch Österreich.',
    genres: ['cabaret'],
  },
  {
    key: 'ifju-tancegyuttes',
    type: 'DanceGroupProfile',
    subtype: 'DanceGroup',
    name: 'Ifjú Táncegyüttes',
    city: ['HU', 'Győr'],
    about: 'Győri néptáncegyüttes: csárdás, verbunk és kortárs koreográfiák.',
    genres: ['folk-dance', 'contemporary-dance'],
  },
  {
    key: 'marek-simko',
    type: 'ActorProfile',
    subtype: 'Actor',
    name: 'Marek Šimko',
    city: ['CZ', 'Brno'],
    about: 'Herec Divadla na Hradbách, představitel Hamleta.',
    genres: ['drama'],
  },
  // Label, media, campaign
  {
    key: 'tichy-dom-records',
    type: 'LabelProfile',
    name: 'Tichý Dom Records',
    city: ['SK', 'Žilina'],
    about: 'Nezávislé vydavateľstvo z Žiliny: jazz, folk a alternatíva na vinyle.',
    genres: ['jazz-blues', 'folk-world'],
  },
  {
    key: 'kulturne-noviny',
    type: 'MediaProfile',
    name: 'Kultúrne noviny',
    city: ['SK', 'Košice'],
    about: 'Online magazín o kultúre na východe Slovenska. Recenzie, rozhovory, tipy na víkend.',
    genres: ['music', 'theatre', 'film'],
    contacts: [mail('redakcia@kulturnenoviny.example'), web('https://kulturnenoviny.example')],
  },
  {
    key: 'kultura-pre-vsetkych',
    type: 'CampaignProfile',
    name: 'Kultúra pre všetkých',
    city: ['SK', 'Bratislava'],
    about: 'Kampaň za bezbariérové kultúrne podujatia. Podporte nás darom na benefičných koncertoch.',
    genres: ['music'],
  },
  // Visitors and bloggers
  {
    key: 'jana-kovacova',
    type: 'VisitorProfile',
    name: 'Jana Kováčová',
    city: ['SK', 'Košice'],
    isBlogger: true,
    about: 'Píšem o koncertoch a festivaloch na východe. Nikdy nevynechám Lúky.',
    genres: ['music', 'festival'],
  },
  {
    key: 'tomas-dvorak',
    type: 'VisitorProfile',
    name: 'Tomáš Dvořák',
    city: ['CZ', 'Praha'],
    isBlogger: true,
    about: 'Filmový fanoušek a blogger. Staré české filmy, festivaly a kina s duší.',
    genres: ['film', 'theatre'],
  },
  {
    key: 'reka-szabo',
    type: 'VisitorProfile',
    name: 'Szabó Réka',
    city: ['HU', 'Budapest'],
    about: 'Táncházak, koncertek, kiállítások.',
    genres: ['folk-dance', 'exhibition'],
  },
  {
    key: 'felix-brandt',
    type: 'VisitorProfile',
    name: 'Felix Brandt',
    city: ['DE', 'Berlin'],
    isBlogger: true,
    about: 'Ich schreibe über Clubkultur in Berlin und Wien.',
    genres: ['electronic'],
  },
];
