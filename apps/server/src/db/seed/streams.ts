import type { StreamSellingChannel } from '../schema';

/** Streams of the online demo events (pure data); times and zone come from the linked event. */
export interface StreamSeed {
  key: string;
  eventKey: string;
  title: string;
  nickname: string;
  sellingChannel: StreamSellingChannel;
  about: string;
  /** Recordings of past streams: [name, minutes]. */
  vods?: [string, number][];
}

export const STREAM_SEEDS: StreamSeed[] = [
  {
    key: 'webinar-predaj-vstupeniek',
    eventKey: 'webinar-predaj-vstupeniek',
    title: 'Webinár: Ako predávať vstupenky online',
    nickname: 'webinar-vstupenky',
    sellingChannel: 'Free',
    about: 'Živý webinár s otázkami divákov v chate.',
  },
  {
    key: 'mikulova-z-obyvacky',
    eventKey: 'mikulova-z-obyvacky',
    title: 'Zuzana Mikulová: Koncert z obývačky',
    nickname: 'zuzana-z-obyvacky',
    sellingChannel: 'Donate',
    about: 'Akustický koncert naživo. Prispejte ľubovoľnou sumou.',
  },
  {
    key: 'ifju-online-premier',
    eventKey: 'ifju-online-premier',
    title: 'Tűzmadár – online premier',
    nickname: 'tuzmadar-online',
    sellingChannel: 'Paid',
    about: 'A stream jegykóddal nézhető, egyszerre egy eszközön.',
  },
  {
    key: 'jazz-z-dunajskej-siene',
    eventKey: 'jazz-z-dunajskej-siene',
    title: 'Jazz z Dunajskej siene',
    nickname: 'jazz-z-dunajskej-siene',
    sellingChannel: 'Free',
    about: 'Záznam koncertu je k dispozícii do odvolania.',
    vods: [
      ['1. časť – Rieka', 52],
      ['2. časť – Prídavky', 38],
    ],
  },
];
