import { useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers';
import { ensureLanguage } from '../../i18n/setup';
import { ApiRequestError } from '../../lib/api/errors';
import { useDialogs } from './DialogProvider';

function Trigger() {
  const dialogs = useDialogs();
  return (
    <>
      <button type="button" onClick={dialogs.showDefaultError}>
        fail
      </button>
      <button
        type="button"
        onClick={() => dialogs.showInfo({ type: 'success', title: 'Saved', message: 'All good.' })}
      >
        succeed
      </button>
    </>
  );
}

function FailingMutation({ error, handlesErrors }: { error: Error; handlesErrors?: boolean }) {
  const mutation = useMutation({
    mutationFn: async () => {
      throw error;
    },
    meta: { handlesErrors },
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      mutate
    </button>
  );
}

const renderWith = (ui: React.ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );

describe('default error and info dialogs (spec 1 §8)', () => {
  it('shows the translated default error with a Close button', async () => {
    renderWith(<Trigger />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Something went wrong. Try again or contact our support.');
    expect(dialog).toHaveAttribute('data-dialog-type', 'warning');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the current language', async () => {
    await ensureLanguage('sk');
    renderWith(<Trigger />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chyba!' });
    expect(dialog).toHaveTextContent('Niečo sa pokazilo. Skúste to znova alebo kontaktujte našu podporu.');
    expect(screen.getByRole('button', { name: 'Zavrieť' })).toBeInTheDocument();
  });

  it('labels success dialogs with Continue', async () => {
    renderWith(<Trigger />);
    await userEvent.click(screen.getByRole('button', { name: 'succeed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveAttribute('data-dialog-type', 'success');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('opens for a failed mutation that does not handle its own errors', async () => {
    renderWith(
      <FailingMutation error={new ApiRequestError(500, { Code: 'INTERNAL_ERROR', Message: 'x' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'mutate' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toBeInTheDocument();
  });

  it('stays closed for mutations that handle errors and for 503 (maintenance page instead)', async () => {
    const { unmount } = renderWith(<FailingMutation error={new Error('x')} handlesErrors />);
    await userEvent.click(screen.getByRole('button', { name: 'mutate' }));
    unmount();
    renderWith(
      <FailingMutation error={new ApiRequestError(503, { Code: 'SERVICE_UNAVAILABLE', Message: 'x' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'mutate' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
