import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

afterEach(() => {
  window.__marqueeEarlyClicks = undefined;
  document.body.innerHTML = '';
});

describe('replayEarlyClicks', () => {
  it('presses the held buttons that are still on the page once, then stops holding', () => {
    const pressed: string[] = [];
    const make = (name: string) => {
      const button = document.createElement('button');
      button.addEventListener('click', () => pressed.push(name));
      return button;
    };
    const live = make('search');
    const gone = make('gone');
    document.body.append(live);
    window.__marqueeEarlyClicks = [live, gone];
    replayEarlyClicks();
    replayEarlyClicks();
    expect(pressed).toEqual(['search']);
    expect(window.__marqueeEarlyClicks).toBeNull();
  });
});
