import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers';
import { CroppedPictureField } from './CroppedPictureField';
import type { CroppedPicture } from './ImageCropDialog';

// jsdom cannot decode images: the cropper offers a crop that succeeds and one that fails.
vi.mock('./ImageCropDialog', () => ({
  default: (props: { onDone: (picture: CroppedPicture) => void; onFailed: () => void }) => (
    <>
      <button type="button" onClick={() => props.onDone({ blob: new Blob(['x']), source: 'cropper' })}>
        mock crop
      </button>
      <button type="button" onClick={props.onFailed}>
        mock fail
      </button>
    </>
  ),
}));

function Field({ clearOnCropFailure, onChange }: { clearOnCropFailure: boolean; onChange: () => void }) {
  const [value, setValue] = useState<CroppedPicture | null>(null);
  return (
    <CroppedPictureField
      label="Picture"
      description="Hint"
      current={null}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange();
      }}
      aspect={2}
      previewMaxWidth={360}
      chooseLabel="Choose"
      replaceLabel="Replace"
      undoLabel="Undo"
      clearOnCropFailure={clearOnCropFailure}
      testId="picture"
    />
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('picture').querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: [file] },
  });
const png = () => new File(['png'], 'picture.png', { type: 'image/png' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});

describe('CroppedPictureField', () => {
  it('refuses a file that is no PNG or JPEG before the cropper, and undoes a chosen picture', async () => {
    const onChange = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Field clearOnCropFailure onChange={onChange} />
      </AppProviders>,
    );
    choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'mock crop' })).toBeNull();

    choose(png());
    await userEvent.click(await screen.findByRole('button', { name: 'mock crop' }));
    expect(screen.getByTestId('picture-choose')).toHaveTextContent('Replace');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('picture-choose')).toHaveTextContent('Choose');
  });

  it('keeps or drops the earlier picture when a crop fails, as the owner chooses', async () => {
    for (const clearOnCropFailure of [true, false]) {
      const onChange = vi.fn();
      const view = render(
        <AppProviders queryClient={createQueryClient()} env="test">
          <Field clearOnCropFailure={clearOnCropFailure} onChange={onChange} />
        </AppProviders>,
      );
      choose(png());
      await userEvent.click(await screen.findByRole('button', { name: 'mock crop' }));
      choose(png());
      await userEvent.click(await screen.findByRole('button', { name: 'mock fail' }));
      expect(screen.getByRole('alert')).toBeVisible();
      expect(onChange).toHaveBeenCalledTimes(clearOnCropFailure ? 2 : 1);
      expect(screen.getByTestId('picture-choose')).toHaveTextContent(
        clearOnCropFailure ? 'Choose' : 'Replace',
      );
      view.unmount();
    }
  });
});
