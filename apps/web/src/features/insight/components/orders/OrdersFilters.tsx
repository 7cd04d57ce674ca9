import { Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ORDER_STATES, type OrderState, PAYMENT_GATES, type PaymentGate } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { OrderFilters } from '../../model/order-filters';

interface OrdersFiltersProps {
  /** What is typed in the search box (the list follows it debounced). */
  search: string;
  onSearch: (value: string) => void;
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** Search (name, e-mail, order number, ticket code), states, gate and created-between days. */
export function OrdersFilters({ search, onSearch, filters, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('INSIGHT.ORDERS.FILTERS')} align="flex-end" gap="sm">
      <TextInput
        type="search"
        label={t('INSIGHT.ORDERS.SEARCH')}
        placeholder={t('INSIGHT.ORDERS.SEARCH_HINT')}
        value={search}
        maxLength={100}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: '2 1 240px' }}
        data-testid="orders-search"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ flex: '3 1 480px' }}>
        <MultiSelect
          label={t('INSIGHT.ORDERS.STATE')}
          data={ORDER_STATES.map((state) => ({ value: state, label: t(`INSIGHT.ORDER_STATES.${state}`) }))}
          value={filters.states}
          onChange={(states) => onChange({ ...filters, states: states as OrderState[] })}
          clearable
          data-testid="orders-state"
        />
        <Select
          label={t('INSIGHT.ORDERS.GATE')}
          data={PAYMENT_GATES.map((gate) => ({ value: gate, label: t(`INSIGHT.GATES.${gate}`) }))}
          value={filters.gate}
          onChange={(gate) => onChange({ ...filters, gate: gate as PaymentGate | null })}
          clearable
          placeholder={t('INSIGHT.ORDERS.ANY_GATE')}
        />
        <TextInput
          type="date"
          label={t('INSIGHT.ORDERS.FROM')}
          value={filters.from}
          onChange={(e) => onChange({ ...filters, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('INSIGHT.ORDERS.TILL')}
          value={filters.till}
          onChange={(e) => onChange({ ...filters, till: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Group>
  );
}
