import { SimpleGrid, Stack } from '@mantine/core';
import type { Genre } from '@marquee/contract';
import type { CalendarDay, DateRange } from '../model/date-ranges';
import type { EventFilters } from '../model/event-filters';
import { CityFilter } from './CityFilter';
import { DateFilter } from './DateFilter';
import { GenreFilters } from './GenreFilters';

interface EventFilterBarProps {
  filters: EventFilters;
  tree: readonly Genre[];
  parent: Genre | null;
  sub: Genre | null;
  onChange: (patch: Partial<EventFilters>) => void;
}

/** City, event type, sub genre and the date tabs of the all-events page. */
export function EventFilterBar({ filters, tree, parent, sub, onChange }: EventFilterBarProps) {
  const onDate = (value: { range: DateRange | null; date: CalendarDay | null }) =>
    // A tab replaces any from/till period an old link carried.
    onChange({ ...value, from: null, till: null });
  return (
    <Stack gap="md" data-testid="event-filters">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CityFilter value={filters.city} onChange={(city) => onChange({ city })} />
        <GenreFilters tree={tree} parent={parent} sub={sub} onChange={onChange} />
      </SimpleGrid>
      <DateFilter range={filters.range} date={filters.date} onChange={onDate} />
    </Stack>
  );
}
