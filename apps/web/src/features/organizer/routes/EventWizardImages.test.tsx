import { fitsImageKind, IMAGE_RULES } from '@marquee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

/** The frames the cropper cropped with, in order. */
const frames: number[] = [];

// jsdom cannot decode images: the cropper "crops" to the frame it was given, 1200 px wide.
vi.mock('../../../components/image/ImageCropDialog', () => ({
  default: ({
    aspect = 1,
    onDone,
  }: {
    aspect?: number;
    onDone: (picture: { blob: Blob; source: 'cropper' }) => void;
  }) => {
    return (
      <button
        type="button"
        onClick={() => {
          frames.push(aspect);
          onDone({ blob: new Blob(['jpeg']), source: 'cropper' });
        }}
      >
        mock crop {Math.round(1200 / aspect)}
      </button>
    );
  },
}));

const EVENT = `/event/${IDS.event}`;
const png = () => new File(['png'], 'picture.png', { type: 'image/png' });

describe('event-edit basics: pictures (spec 1 §5, spec 3 §5 "share image 1200x630")', () => {
  it('crops the share image to 1200×630 and uploads it as a share image, which the server accepts', async () => {
    frames.length = 0;
    const event = buildManagedEvent();
    storeSignIn(buildOrganizer());
    const api = mockApi({
      'GET /account/userinfo': { body: buildOrganizer() },
      'GET /category': { body: [] },
      [`GET ${EVENT}/management`]: { body: event },
      'POST /uploads/image': ({ query }) => ({
        status: 201,
        body: {
          Url: `/uploads/images/ab/${query.get('kind') === 'share' ? 'b'.repeat(64) : 'a'.repeat(64)}.jpg`,
          Width: 1200,
          Height: 630,
          Format: 'jpeg',
          Bytes: 4,
        },
      }),
      [`PUT ${EVENT}`]: ({ body }) => ({ body: { ...event, ...(body as object) } }),
    });
    renderApp(`/en/event/edit/${IDS.event}/basics`);

    const field = await screen.findByTestId('event-picture', {}, LOAD);
    fireEvent.change(field.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [png()] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'mock crop 1200' }));
    const share = screen.getByTestId('event-share-image');
    fireEvent.change(share.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [png()] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'mock crop 630' }));

    // The cropper frames are the contract's, and what they produce is what the server accepts.
    expect(frames).toEqual([IMAGE_RULES.event.cropAspect, IMAGE_RULES.share.cropAspect]);
    expect(fitsImageKind(1200, 630, 'share')).toBe(true);

    await userEvent.click(screen.getByTestId('step-submit'));
    await waitFor(() => expect(api.callsTo('PUT', EVENT)).toHaveLength(1));
    const uploads = api.callsTo('POST', '/uploads/image');
    expect(uploads.map((call) => call.query.get('kind'))).toEqual(['event', 'share']);
    expect(uploads.map((call) => call.query.get('source'))).toEqual(['cropper', 'cropper']);
    expect(api.callsTo('PUT', EVENT)[0]?.body).toMatchObject({
      ShareImage: `/uploads/images/ab/${'b'.repeat(64)}.jpg`,
    });
  });
});
