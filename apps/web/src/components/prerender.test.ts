import { afterEach, describe, expect, it } from 'vitest';
import { dismissPrerender, firstScreenStyles } from './prerender';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('first screen', () => {
  it('waits for the stylesheets the server let load after the first paint, loaded or failed', async () => {
    const styles = ['a.css', 'b.css'].map((href) =>
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href, media: 'print' }),
    );
    for (const link of styles) {
      link.setAttribute('data-first-screen', '');
      document.head.append(link);
    }
    const ready = firstScreenStyles();
    expect(await settled(ready)).toBe(false);
    styles[0]?.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(false);
    styles[1]?.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait on a page without a first screen, and removes the first screen', async () => {
    expect(await settled(firstScreenStyles())).toBe(true);
    document.body.append(Object.assign(document.createElement('div'), { id: 'prerender' }));
    dismissPrerender();
    expect(document.getElementById('prerender')).toBeNull();
  });
});
