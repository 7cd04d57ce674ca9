import type { EmbedKind } from '../../../lib/routing/embed';
import type { CompletedPurchase } from '../../ticketing';

/**
 * What an embed tells the page that frames it, with `postMessage` (issue 22; the format is documented for
 * organizers in docs/embedding.md — change both together). Every message names its embed (kind and the id
 * or nickname of its address) so a page with several embeds can tell them apart. Sent with target origin
 * '*': the embed cannot know who frames it, and the messages carry nothing personal (no e-mail, no name);
 * the host checks `event.origin` against Marquee's address.
 */
export type HostMessage =
  | { type: 'marquee:resize'; embed: EmbedKind; id: string; height: number }
  | ({ type: 'marquee:purchase-completed'; embed: EmbedKind; id: string } & CompletedPurchase);

/** Posts to the framing page; nothing when the embed is opened on its own. */
export function postToHost(message: HostMessage, win: Window = window): void {
  if (win.parent === win) return;
  win.parent.postMessage(message, '*');
}

/**
 * Reports the height of `element` whenever it changes (ResizeObserver), rounded up to whole pixels and only
 * when it differs from the last report, so a host can size its iframe to the embed's content.
 */
export function reportHeight(
  element: HTMLElement,
  send: (height: number) => void,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): () => void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    send(height);
  };
  measure();
  if (!Observer) return () => {};
  const observer = new Observer(measure);
  observer.observe(element);
  return () => observer.disconnect();
}
