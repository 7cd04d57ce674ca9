import { afterEach, describe, expect, it } from 'vitest';
import { setStoredSession } from '../storage/session';
import { prefetchedData, takePrefetched } from './prefetched';

const PATH = '/spot?Name=Homepage-slider';
const SPOTS = [{ Id: 'a' }];

function early(lang: string, data?: unknown) {
  window.__marqueePrefetch = {
    lang,
    calls: { [PATH]: Promise.resolve(data ?? null) },
    data: data === undefined ? {} : { [PATH]: data },
  };
}

describe('early API calls started by index.html', () => {
  afterEach(() => {
    delete window.__marqueePrefetch;
  });

  it('hands over an answer that has arrived, once', () => {
    early('en', SPOTS);
    expect(prefetchedData(PATH)).toEqual(SPOTS);
    expect(prefetchedData(PATH)).toBeUndefined();
    expect(takePrefetched(PATH)).toBeNull();
  });

  it('hands over the pending call while the answer is on its way', async () => {
    early('en');
    expect(prefetchedData(PATH)).toBeUndefined();
    await expect(takePrefetched(PATH)).resolves.toBeNull();
    expect(takePrefetched(PATH)).toBeNull();
  });

  it('ignores an answer in another language than the page’s', () => {
    early('sk', SPOTS);
    expect(prefetchedData(PATH)).toBeUndefined();
    expect(takePrefetched(PATH)).toBeNull();
  });

  it('ignores the anonymous answer for a signed-in visitor', () => {
    setStoredSession({ accountId: 'u', token: 'token', expires: '2999-01-01T00:00:00Z' });
    early('en', SPOTS);
    expect(prefetchedData(PATH)).toBeUndefined();
  });

  it('is a no-op without an early call', () => {
    expect(prefetchedData(PATH)).toBeUndefined();
    expect(takePrefetched(PATH)).toBeNull();
  });
});
