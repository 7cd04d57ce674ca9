import {
  EVENT_STATUSES as CONTRACT_STATUSES,
  EVENT_COVID_MODES,
  EVENT_PERFORMANCE_TYPES,
  EVENT_SELLING_CHANNELS,
} from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { COVID_MODES, EVENT_STATUSES, PERFORMANCE_TYPES, SELLING_CHANNELS } from '../../db/schema/events';

describe('contract vocabularies', () => {
  it('match the values the events table accepts', () => {
    expect([...EVENT_SELLING_CHANNELS]).toEqual([...SELLING_CHANNELS]);
    expect([...EVENT_PERFORMANCE_TYPES]).toEqual([...PERFORMANCE_TYPES]);
    expect([...EVENT_COVID_MODES]).toEqual([...COVID_MODES]);
    expect([...CONTRACT_STATUSES]).toEqual([...EVENT_STATUSES]);
  });
});
