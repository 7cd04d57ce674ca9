import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tracking } from '../../features/ticketing';
import { renderApp, stubFetch } from '../../test/render';

describe('LanguageLayout', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('reports one page view per page the visitor opens', async () => {
    const pageView = vi.spyOn(tracking, 'pageView');
    const { router } = renderApp('/en/survey');
    await waitFor(() => expect(pageView).toHaveBeenCalledWith('/en/survey'));
    await router.navigate('/en/info');
    await waitFor(() => expect(pageView).toHaveBeenLastCalledWith('/en/info'));
    expect(pageView.mock.calls.filter(([path]) => path === '/en/survey')).toHaveLength(1);
  });
});
