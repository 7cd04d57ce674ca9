import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURCHASE_ANCHOR_ID, scrollToPurchase } from './scroll-to-purchase';

function anchor(): HTMLElement {
  const element = document.createElement('div');
  element.id = PURCHASE_ANCHOR_ID;
  element.tabIndex = -1;
  return element;
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Get tickets → the purchase section', () => {
  it('scrolls to the section 80 px below the top and moves focus there', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const target = anchor();
    document.body.append(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    scrollToPurchase();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 820 }));
    expect(document.activeElement).toBe(target);
  });

  it('waits for a section that has not arrived yet (a tap before the page’s second chunk)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToPurchase();
    await mutationsDelivered();
    const unrelated = document.createElement('p');
    document.body.append(unrelated);
    await mutationsDelivered();
    const target = anchor();
    document.body.append(target);
    await mutationsDelivered();
    expect(document.activeElement).toBe(target);
  });

  it('stops waiting when the visitor has left the page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToPurchase();
    window.history.pushState(null, '', '/en/somewhere-else');
    document.body.append(document.createElement('p'));
    await mutationsDelivered();
    window.history.pushState(null, '', '/');
    const target = anchor();
    document.body.append(target);
    await mutationsDelivered();
    expect(document.activeElement).not.toBe(target);
  });
});
