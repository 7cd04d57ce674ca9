import { ActionIcon, Container, Group, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { useSliderSpots } from '../api/get-spots';
import classes from './RecommendedSlider.module.css';
import { SpotCard } from './SpotCard';
import { toSlideItems, toSlides } from './slider-items';
import { useCarousel } from './use-carousel';
import { useMediaMatch } from './use-media-match';

/** Spec 1 §9: 2 spots per slide, 1 below 1200 px; the slider advances every 5 s. */
export const SLIDER_WIDE_QUERY = '(min-width: 1200px)';
export const SLIDER_INTERVAL_MS = 5000;

/**
 * The recommended slider (GET /spot?Name=Homepage-slider). An accessible carousel (WAI-ARIA APG):
 * previous / next / pause buttons and a dot per slide, rotation held on hover and focus. All slides
 * share one grid cell, so the tallest sets the height and advancing never shifts the page below.
 * Nothing to recommend (or the call failing, spec 1 §7 "spot calls return null") hides the section.
 *
 * Server-rendered with home (../ssr.ts): the server does not know the screen's width, so its HTML (and the
 * browser's hydration of it) has one spot per slide, and on a wide screen CSS shows the first two side by
 * side (`data-pending`), which is what the wide screen's first slide looks like: nothing moves when the
 * slider regroups after hydration.
 */
export function RecommendedSlider() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending } = useSliderSpots();
  // Read synchronously on a client-rendered page: a wide screen must not render one spot per slide first
  // and then re-lay out. Null on the server and while hydrating (see above).
  const wide = useMediaMatch(SLIDER_WIDE_QUERY);
  const perSlide = wide ? 2 : 1;
  const slides = toSlides(toSlideItems(data ?? [], language), perSlide);
  const carousel = useCarousel(slides.length, SLIDER_INTERVAL_MS);

  if (!isPending && slides.length === 0) return null;
  return (
    <Container
      size="lg"
      component="section"
      aria-labelledby="slider-title"
      aria-roledescription={t('HOME.SLIDER.CAROUSEL')}
      className={classes.section}
    >
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} id="slider-title">
          {t('HOME.SLIDER.TITLE')}
        </Title>
        {slides.length > 1 && (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={carousel.togglePaused}
              aria-label={carousel.paused ? t('HOME.SLIDER.RESUME') : t('HOME.SLIDER.PAUSE')}
            >
              {carousel.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={carousel.previous}
              aria-label={t('HOME.SLIDER.PREVIOUS')}
            >
              <ChevronLeftIcon size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={carousel.next}
              aria-label={t('HOME.SLIDER.NEXT')}
            >
              <ChevronRightIcon size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {isPending ? (
        <div className={classes.skeleton} aria-hidden="true" data-testid="slider-skeleton">
          <Skeleton radius="md" className={classes.skeletonCard} />
          <Skeleton radius="md" className={`${classes.skeletonCard} ${classes.wideOnly}`} />
        </div>
      ) : (
        <div {...carousel.holdProps} className={classes.carousel} data-pending={wide === null || undefined}>
          {/* Announce slide changes only when the user caused them, not on every automatic turn. */}
          <div className={classes.track} aria-live={carousel.paused ? 'polite' : 'off'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group of cards (WAI-ARIA carousel pattern), not a form fieldset
              <div
                // By position: the first slide (and its picture, the largest paint) keeps its element when
                // the slider regroups after hydration on a wide screen.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                role="group"
                aria-roledescription={t('HOME.SLIDER.SLIDE')}
                aria-label={t('HOME.SLIDER.POSITION', { current: index + 1, total: slides.length })}
                className={classes.slide}
                data-active={index === carousel.index || undefined}
                aria-hidden={index !== carousel.index || undefined}
                inert={index !== carousel.index || undefined}
                data-testid="slider-slide"
              >
                {slide.map((item) => (
                  <SpotCard key={item.id} item={item} priority={index === 0} />
                ))}
              </div>
            ))}
          </div>
          {slides.length > 1 && (
            <Group justify="center" gap={4} mt="sm">
              {slides.map((slide, index) => (
                <button
                  key={slide.map((item) => item.id).join()}
                  type="button"
                  className={classes.dot}
                  aria-label={t('HOME.SLIDER.GO_TO', { number: index + 1 })}
                  aria-current={index === carousel.index || undefined}
                  onClick={() => carousel.goTo(index)}
                />
              ))}
            </Group>
          )}
        </div>
      )}
    </Container>
  );
}
