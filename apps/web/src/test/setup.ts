import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import '../i18n/setup';
import { ensureCatalogPart, i18n } from '../i18n/setup';
import { clearTimers } from '../lib/session/session-runtime';
import { initSessionFromStorage } from '../lib/session/session-store';
import { deleteCookie } from '../lib/storage/cookies';

// Two test files run at once on two cores (vitest.config.ts): lazy chunks and Mantine's first render take
// longer than Testing Library's 1 s default wait there, so every findBy/waitFor waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs Mantine touches on mount (color scheme, Tabs/ScrollArea sizing).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Mantine's autosize Textarea re-measures when web fonts load; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// getComputedStyle is where a third of the web suite's CPU time went (profiled): Testing Library's role
// queries ask it for every element and its ancestors, Mantine's autosize Textarea after every keystroke, and
// floating-ui and ScrollArea on every render, and jsdom answers each call by matching every rule of every style
// sheet against the element. Here the only style sheets are the few <style> tags of Mantine's responsive props
// (vitest loads no CSS files and jsdom lays nothing out), so elements get their inline style as their computed
// style: what hides or shows an element in these tests (Mantine's inline display, the hidden attribute, which
// jest-dom and Testing Library check on their own) reads the same.
// Each element's default display (block, inline, none …) still comes from jsdom, once per tag: accessible
// names put spaces around block elements only.
const cascaded = window.getComputedStyle.bind(window);
const defaultDisplay = new Map<string, string>();
function displayOf(tag: string) {
  let display = defaultDisplay.get(tag);
  if (display === undefined) {
    display = cascaded(document.createElement(tag)).display;
    defaultDisplay.set(tag, display);
  }
  return display;
}
window.getComputedStyle = (element, pseudo) => {
  if (!(element instanceof HTMLElement) || pseudo) return cascaded(element, pseudo);
  const style = document.createElement('div').style;
  style.cssText = element.style.cssText;
  if (!style.display) style.display = displayOf(element.localName);
  return style;
};

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// jsdom's scrollTo only logs "not implemented"; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(decodeURIComponent(name));
  }
}

// The home page's texts are a catalog part the home route loads (and index.html preloads); its
// components are tested on their own, so the part is in for every test.
beforeAll(() => ensureCatalogPart('home'));

// Every test starts from a first visit: no cookies, no storage, English UI.
beforeEach(async () => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  // The session store is module state: start every test signed out, as storage now says.
  initSessionFromStorage();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // Session timers (refresh, expiry logout) must not outlive the test that armed them.
  clearTimers();
});
