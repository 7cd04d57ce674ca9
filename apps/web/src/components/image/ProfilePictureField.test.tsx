import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers';
import { ensureCatalogPart } from '../../i18n/setup';
import { avatarColour, initialsOf } from './generated-avatar';
import { type PictureValue, ProfilePictureField } from './ProfilePictureField';

beforeAll(() => ensureCatalogPart('accounts'));

/** jsdom draws nothing: a 2D context that records the text drawn, and a toBlob that answers a PNG. */
function fakeCanvas() {
  const drawn: string[] = [];
  const context = {
    fillRect: vi.fn(),
    fillText: vi.fn((text: string) => drawn.push(text)),
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
  return { drawn, context };
}

function Field(props: {
  name?: string;
  currentUrl?: string | null;
  onChange?: (v: PictureValue | null) => void;
}) {
  const [value, setValue] = useState<PictureValue | null>(null);
  return (
    <ProfilePictureField
      label="Profile picture"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      initialsFrom={props.name}
      currentUrl={props.currentUrl}
    />
  );
}

const renderField = (props: Parameters<typeof Field>[0]) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Field {...props} />
    </AppProviders>,
  );

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});

describe('generated avatar', () => {
  it('takes the first letters of the first and last word, in any script', () => {
    expect(initialsOf('Ľubomír Šťastný')).toBe('ĽŠ');
    expect(initialsOf('jana')).toBe('J');
    expect(initialsOf('  Anna  Mária  Nováková ')).toBe('AN');
    expect(initialsOf('émile.zola')).toBe('ÉZ');
    expect(initialsOf('"Bob" Marley')).toBe('BM');
    expect(initialsOf('istván', 'hu')).toBe('I');
    expect(initialsOf('')).toBe('?');
  });

  it('gives a name always the same colour', () => {
    expect(avatarColour('Jana')).toBe(avatarColour(' jana '));
    expect(avatarColour('Jana')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('ProfilePictureField (issue 15 rows 10 and 16)', () => {
  it('makes a square PNG of the initials in one tap; uploading stays the alternative', async () => {
    const { drawn } = fakeCanvas();
    const onChange = vi.fn();
    renderField({ name: 'Ľubomír Šťastný', onChange });
    // The initials on offer are previewed before the tap.
    expect(screen.getByTestId('picture-preview')).toHaveTextContent('ĽŠ');
    expect(screen.getByText('or choose a photo above')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use my initials' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const picture = onChange.mock.calls[0]?.[0] as PictureValue;
    expect(picture.source).toBe('upload');
    expect(picture.blob.type).toBe('image/png');
    expect(await picture.blob.text()).toBe('512x512');
    expect(drawn).toEqual(['ĽŠ']);
    expect(screen.queryByRole('button', { name: 'Use my initials' })).not.toBeInTheDocument();
    expect(screen.getByTestId('picture-initials-chosen')).toHaveTextContent('Your initials are your picture');
    expect(screen.getByTestId('picture-input')).toBeInTheDocument();
  });

  it('follows the name while the initials are the picture', async () => {
    const { drawn } = fakeCanvas();
    const onChange = vi.fn();
    const view = renderField({ name: 'jana', onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Use my initials' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    view.rerender(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Field name="Jana Nováková" onChange={onChange} />
      </AppProviders>,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(drawn).toEqual(['J', 'JN']);
  });

  it('without a way to draw, says so and leaves the upload', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onChange = vi.fn();
    renderField({ name: 'Jana', onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Use my initials' }));
    expect(
      await screen.findByText('The picture could not be made here. Choose a photo instead.'),
    ).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the picture the profile has now in an edit form', () => {
    renderField({ currentUrl: '/uploads/images/ab/me.jpg' });
    expect(screen.getByTestId('picture-preview').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/images/ab/me.jpg',
    );
    // No initials are offered where the form did not ask for them.
    expect(screen.queryByRole('button', { name: 'Use my initials' })).not.toBeInTheDocument();
  });
});
