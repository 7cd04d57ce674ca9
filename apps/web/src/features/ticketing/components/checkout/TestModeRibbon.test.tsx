import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { mockApi } from '../../../../test/api';
import { TestModeRibbon } from './TestModeRibbon';

const renderRibbon = () =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <TestModeRibbon />
    </AppProviders>,
  );

describe('TestModeRibbon', () => {
  it('says "Test mode — no real money" while the server pays through its sandbox bank', async () => {
    mockApi({ 'GET /payments/mode': { body: { Sandbox: true } } });
    renderRibbon();
    const ribbon = await screen.findByTestId('test-mode-ribbon');
    expect(ribbon).toHaveTextContent('Test mode — no real money');
    expect(ribbon).toHaveAttribute('role', 'note');
  });

  it('is not there when real payments are on, or when the server cannot say', async () => {
    for (const answer of [{ body: { Sandbox: false } }, { status: 500, body: { Code: 'INTERNAL_ERROR' } }]) {
      const api = mockApi({ 'GET /payments/mode': answer });
      const { unmount } = renderRibbon();
      await waitFor(() => expect(api.callsTo('GET', '/payments/mode')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('test-mode-ribbon')).toBeNull();
      unmount();
    }
  });
});
