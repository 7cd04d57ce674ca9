import { Alert, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { configurationOf, organizerKeys } from '../../api/keys';
import { CategoryCard } from './CategoryCard';
import { LayoutKeysNote } from './LayoutKeysNote';
import { NewCategoryForm } from './NewCategoryForm';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

/** Ticket categories (name, colour) and their base-price timeline: waves such as an early bird. */
export function TicketsStep({ event, next, back }: StepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vc = configurationOf(event);
  const categories = useTicketCategories(event.Id, vc);
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizerKeys.categories(event.Id, vc) });
  const selling = event.SellingChannelInfo.SellingChannel === 'Marquee';

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.tickets')}
      intro={t('ORGANIZER.TICKETS.INTRO')}
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      submitLabel={t('ORGANIZER.WIZARD.CONTINUE')}
      onBack={back}
    >
      {!selling && <Alert color="blue">{t('ORGANIZER.TICKETS.NOT_SELLING')}</Alert>}
      {categories.isPending && <Text c="dimmed">{t('COMMON.LOADING')}</Text>}
      {categories.isError && <Alert color="red">{t('DEFAULT_ERROR.MESSAGE')}</Alert>}
      {categories.data && <LayoutKeysNote event={event} categories={categories.data} onCreated={refresh} />}
      {categories.data?.length === 0 && <Text c="dimmed">{t('ORGANIZER.TICKETS.NONE')}</Text>}
      {categories.data?.map((category) => (
        <CategoryCard key={category._id} event={event} vc={vc} category={category} onChanged={refresh} />
      ))}
      <NewCategoryForm event={event} vc={vc} onCreated={refresh} />
    </StepFrame>
  );
}
