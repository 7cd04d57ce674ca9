import { Button } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { CalendarIcon } from '../../../components/icons';
import { getEventCalendar } from '../api/get-event-calendar';

/** Calendar export: downloads the event as an .ics file any calendar app imports. */
export function CalendarButton({ event }: { event: Pick<EventDetail, 'Id' | 'Nickname'> }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    // Spec 1 §8 "File download unsupported".
    if (!('download' in HTMLAnchorElement.prototype)) {
      dialogs.showInfo({
        type: 'warning',
        title: t('DEFAULT_ERROR.TITLE'),
        message: t('EVENT_DETAIL.DOWNLOAD_UNSUPPORTED'),
      });
      return;
    }
    setBusy(true);
    try {
      const [file, ics] = await Promise.all([import('../model/calendar-file'), getEventCalendar(event.Id)]);
      file.saveCalendarFile(ics, `${event.Nickname ?? event.Id}.ics`);
    } catch {
      dialogs.showDefaultError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<CalendarIcon size={18} />}
      onClick={download}
      loading={busy}
      data-testid="calendar-export"
    >
      {t('EVENT_DETAIL.ADD_TO_CALENDAR')}
    </Button>
  );
}
