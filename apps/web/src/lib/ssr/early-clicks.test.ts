import { afterEach, describe, expect, it } from 'vitest';
import { applySignOut, initSessionFromStorage } from '../session/session-store';
import { setStoredSession } from '../storage/session';
import { replayEarlyClicks, whenSessionSettled } from './early-clicks';

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

describe('whenSessionSettled', () => {
  it('waits for a stored session to be checked before pressing', () => {
    setStoredSession({ token: 't', expires: new Date(Date.now() + 3_600_000).toISOString(), accountId: 'a' });
    expect(initSessionFromStorage().status).toBe('restoring');
    const pressed: string[] = [];
    whenSessionSettled(() => pressed.push('follow'));
    expect(pressed).toEqual([]);
    applySignOut();
    expect(pressed).toEqual(['follow']);
  });

  it('presses at once when there is nothing to check', () => {
    applySignOut();
    const pressed: string[] = [];
    whenSessionSettled(() => pressed.push('going'));
    expect(pressed).toEqual(['going']);
  });
});
