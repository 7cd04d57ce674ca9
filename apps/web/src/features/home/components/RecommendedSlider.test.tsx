import type { Spot } from '@marquee/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventItem } from '../../../components/listings/test-fixtures';
import { renderInRoute } from '../../../components/listings/test-utils';
import { mockApi } from '../../../test/api';
import { RecommendedSlider } from './RecommendedSlider';

const external = (id: string, title: string): Spot => ({
  Id: id,
  Name: 'Homepage-slider',
  Title: title,
  ProfilePicture: `/demo/images/${id}.svg`,
  TimePeriod: { Begin: null, End: null },
  Type: 'ExternalSpot',
  EntityType: null,
  Ref: null,
  SpotCustomOptions: { CustomText: `About ${title}` },
  Url: `https://${id}.example`,
  ExternalSpotType: null,
  Children: [],
});
const eventSpot = (id: string, name: string): Spot => ({
  ...external(id, name),
  Title: null,
  Type: 'EntitySpot',
  EntityType: 'Event',
  Url: null,
  Ref: eventItem({ ProfileName: name, Nickname: id }),
});

const SPOTS = [
  eventSpot('luky', 'Lúky Festival'),
  external('sell', 'Sell with us'),
  eventSpot('jazz', 'Jazz Night'),
];

/** Pretends the window is at least 1200 px wide (and that nobody asked for reduced motion). */
function screenWidth(wide: boolean, reducedMotion = false) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 1200px')
          ? wide
          : query.includes('reduce')
            ? reducedMotion
            : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const visibleSlide = () =>
  screen.getAllByTestId('slider-slide').find((slide) => !slide.hasAttribute('aria-hidden'));

describe('RecommendedSlider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the Homepage-slider spots and shows one per slide below 1200 px', async () => {
    screenWidth(false);
    const api = mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    const region = await screen.findByRole('region', { name: 'Recommended' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(api.callsTo('GET', '/spot')[0]?.query.get('Name')).toBe('Homepage-slider');
    const slides = await screen.findAllByTestId('slider-slide');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 3');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(
      within(visibleSlide() as HTMLElement).getByRole('link', { name: 'Lúky Festival' }),
    ).toHaveAttribute('href', '/en/events/luky');
  });

  it('shows two spots per slide from 1200 px', async () => {
    screenWidth(true);
    mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    const slides = await screen.findAllByTestId('slider-slide');
    expect(slides).toHaveLength(2);
    expect(within(slides[0] as HTMLElement).getAllByRole('article')).toHaveLength(2);
    expect(within(slides[1] as HTMLElement).getAllByRole('article', { hidden: true })).toHaveLength(1);
  });

  it('moves with the next, previous and dot buttons (wrapping around), and that stops the rotation', async () => {
    screenWidth(false);
    mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    await screen.findAllByTestId('slider-slide');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAttribute('aria-label', '3 of 3');
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    // Slide changes the user made are announced politely.
    expect(visibleSlide()?.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('is keyboard operable: Enter on the focused next button turns the slide', async () => {
    screenWidth(false);
    mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    await screen.findAllByTestId('slider-slide');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');
  });

  it('advances every 5 s, holds while hovered, and stops when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    screenWidth(false);
    mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    await screen.findAllByTestId('slider-slide');
    expect(visibleSlide()?.parentElement).toHaveAttribute('aria-live', 'off');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');

    const track = visibleSlide()?.parentElement?.parentElement as HTMLElement;
    fireEvent.mouseEnter(track);
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');
    fireEvent.mouseLeave(track);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(visibleSlide()).toHaveAttribute('aria-label', '2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(visibleSlide()).toHaveAttribute('aria-label', '3 of 3');
  });

  it('does not rotate for people who ask for reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    screenWidth(false, true);
    mockApi({ 'GET /spot': { body: SPOTS } });
    renderInRoute(<RecommendedSlider />);
    await screen.findAllByTestId('slider-slide');
    await act(() => vi.advanceTimersByTimeAsync(20000));
    expect(visibleSlide()).toHaveAttribute('aria-label', '1 of 3');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('opens external spots in a new tab', async () => {
    screenWidth(false);
    mockApi({ 'GET /spot': { body: [external('sell', 'Sell with us')] } });
    renderInRoute(<RecommendedSlider />);
    const link = await screen.findByRole('link', { name: 'Sell with us (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://sell.example');
    expect(link).toHaveAttribute('target', '_blank');
    // One slide: no controls to operate.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, and hides itself with nothing to show or when the call fails', async () => {
    screenWidth(false);
    mockApi({ 'GET /spot': { body: [] } });
    const { unmount } = renderInRoute(<RecommendedSlider />);
    expect(await screen.findByTestId('slider-skeleton')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    unmount();

    mockApi({ 'GET /spot': { status: 500, body: { Code: 'INTERNAL', Message: 'boom' } } });
    renderInRoute(<RecommendedSlider />);
    expect(await screen.findByTestId('slider-skeleton')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
