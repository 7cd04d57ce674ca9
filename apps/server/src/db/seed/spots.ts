/** Homepage slider spots (pure data). Entity spots point at seeded events/profiles by key. */
export interface SpotSeed {
  key: string;
  type: 'EntitySpot' | 'ExternalSpot' | 'GroupSpot';
  title?: string;
  eventKey?: string;
  profileKey?: string;
  url?: string;
  customText?: string;
  children?: SpotSeed[];
}

export const HOMEPAGE_SLIDER = 'Homepage-slider';

export const SPOT_SEEDS: SpotSeed[] = [
  {
    key: 'luky-festival',
    type: 'EntitySpot',
    eventKey: 'luky-festival',
    customText: 'Early-bird vstupenky len do konca týždňa',
  },
  {
    key: 'mlynska-kola-tour',
    type: 'EntitySpot',
    eventKey: 'mlynska-kola-proti-proudu',
    customText: 'Největší koncert roku',
  },
  {
    key: 'dunajska-sien',
    type: 'EntitySpot',
    profileKey: 'dunajska-sien',
    customText: 'Nová sezóna v Dunajskej sieni',
  },
  {
    key: 'for-organizers',
    type: 'ExternalSpot',
    title: 'Predávajte vstupenky s Marquee',
    url: 'https://marquee.example/organizers',
    customText: 'Sedadlové mapy, cenové vlny a check-in v jednej aplikácii.',
  },
  {
    key: 'this-weekend',
    type: 'GroupSpot',
    title: 'Tento víkend',
    children: [
      { key: 'weekend-jazz', type: 'EntitySpot', eventKey: 'nikola-bric-dunaj' },
      { key: 'weekend-techno', type: 'EntitySpot', eventKey: 'spreewerk-techno-marathon' },
    ],
  },
];
