import { PRODUCT_TIME_ZONE } from '../dates';

/**
 * The browser's first Intl object of a page loads the language's ICU data (~20–40 ms on a desktop, four
 * times that on a throttled phone), whichever format asks first: a plural text, a price, a date. During
 * hydration that was inside the render slice of the header or the event's date, making it a long task
 * (Lighthouse TBT). Loaded here, before hydration, one kind per task, each slice stays short.
 */
export async function warmIntl(language: string, nextTask: () => Promise<void>): Promise<void> {
  const steps = [
    () => new Intl.PluralRules(language).select(2),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1),
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone: PRODUCT_TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }).format(0),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // An unknown language or zone: the page formats with its own fallbacks later.
    }
    await nextTask();
  }
}
