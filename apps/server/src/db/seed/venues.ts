import type { SeedCountry } from './cities';
import type { Layout } from './layout-kit';
import { arena, concertHall } from './layouts';
import { cinema, club, festivalGround, theatre } from './layouts-rooms';

/** Demo venues (pure data) with the layout each one's single configuration uses. */
export interface VenueSeed {
  key: string;
  /** The owning BuildingProfile/FestivalProfile (profiles.ts key). */
  profileKey: string;
  name: string;
  city: [SeedCountry, string];
  street: string;
  zip: string;
  lat: number;
  lon: number;
  configurationName: string;
  layout: () => Layout;
}

export const VENUE_SEEDS: VenueSeed[] = [
  {
    key: 'dunajska-sien',
    profileKey: 'dunajska-sien',
    name: 'Dunajská koncertná sieň',
    city: ['SK', 'Bratislava'],
    street: 'Nábrežie arm. gen. L. Svobodu 3',
    zip: '811 02',
    lat: 48.1405,
    lon: 17.1011,
    configurationName: 'Koncert – parter a balkón',
    layout: () =>
      concertHall({
        name: 'Dunajská koncertná sieň',
        stallsRows: 24,
        balconyRows: 5,
        labels: {
          stalls: ['Parter vľavo', 'Parter stred', 'Parter vpravo'],
          balcony: ['Balkón vľavo', 'Balkón vpravo'],
          stage: 'PÓDIUM',
        },
      }),
  },
  {
    key: 'vltava-arena',
    profileKey: 'vltava-arena',
    name: 'Vltava Arena',
    city: ['CZ', 'Praha'],
    street: 'Ocelářská 460/2',
    zip: '190 00',
    lat: 50.1047,
    lon: 14.4936,
    configurationName: 'Koncert – plocha a dva ochozy',
    layout: () =>
      arena({ name: 'Vltava Arena', floorName: 'Plocha (stání)', stage: 'PÓDIUM', sectorPrefix: 'Sektor' }),
  },
  {
    key: 'kazan-klub',
    profileKey: 'kazan-klub',
    name: 'Kazán Klub',
    city: ['HU', 'Budapest'],
    street: 'Dob utca 18.',
    zip: '1072',
    lat: 47.4983,
    lon: 19.0627,
    configurationName: 'Állóhelyes klub',
    layout: () =>
      club({
        name: 'Kazán Klub',
        floor: 'Parkett',
        gallery: 'Galéria',
        stage: 'SZÍNPAD',
        bar: 'BÁR',
        floorCapacity: 600,
      }),
  },
  {
    key: 'divadlo-na-hradbach',
    profileKey: 'divadlo-na-hradbach',
    name: 'Divadlo na Hradbách',
    city: ['CZ', 'Brno'],
    street: 'Husova 17',
    zip: '602 00',
    lat: 49.1936,
    lon: 16.6036,
    configurationName: 'Hlediště s lóžemi',
    layout: () =>
      theatre({
        name: 'Divadlo na Hradbách',
        stalls: 'Přízemí',
        balcony: 'Balkon',
        box: 'Lóže',
        stage: 'JEVIŠTĚ',
      }),
  },
  {
    key: 'kino-panorama',
    profileKey: 'kino-panorama',
    name: 'Kino Panoráma',
    city: ['SK', 'Košice'],
    street: 'Hlavná 42',
    zip: '040 01',
    lat: 48.7206,
    lon: 21.2578,
    configurationName: 'Sála 1',
    layout: () => cinema({ name: 'Kino Panoráma', hall: 'Sála 1', screen: 'PLÁTNO' }),
  },
  {
    key: 'luky-areal',
    profileKey: 'luky-festival',
    name: 'Festivalový areál Lúky',
    city: ['SK', 'Trenčín'],
    street: 'Letisko Trenčín, Hlavná 1',
    zip: '911 01',
    lat: 48.865,
    lon: 17.9921,
    configurationName: 'Festival – areál a VIP',
    layout: () =>
      festivalGround({
        name: 'Festivalový areál Lúky',
        area: 'Festivalový areál',
        vip: 'VIP zóna',
        parking: 'Parkovanie',
        merch: 'Festivalové tričko',
        mainStage: 'Hlavné pódium',
        secondStage: 'Malé pódium',
        food: 'Gastro zóna',
      }),
  },
  {
    key: 'donausaal',
    profileKey: 'donausaal',
    name: 'Donausaal Wien',
    city: ['AT', 'Wien'],
    street: 'Wagramer Straße 81',
    zip: '1220',
    lat: 48.2331,
    lon: 16.4312,
    configurationName: 'Konzert – Parkett und Balkon',
    layout: () =>
      concertHall({
        name: 'Donausaal Wien',
        stallsRows: 16,
        balconyRows: 3,
        labels: {
          stalls: ['Parkett links', 'Parkett Mitte', 'Parkett rechts'],
          balcony: ['Balkon links', 'Balkon rechts'],
          stage: 'BÜHNE',
        },
      }),
  },
  {
    key: 'spreewerk',
    profileKey: 'spreewerk',
    name: 'Spreewerk',
    city: ['DE', 'Berlin'],
    street: 'Holzmarktstraße 25',
    zip: '10243',
    lat: 52.5114,
    lon: 13.4262,
    configurationName: 'Club – Floor und Empore',
    layout: () =>
      club({
        name: 'Spreewerk',
        floor: 'Floor',
        gallery: 'Empore',
        stage: 'BÜHNE',
        bar: 'BAR',
        floorCapacity: 800,
      }),
  },
];
