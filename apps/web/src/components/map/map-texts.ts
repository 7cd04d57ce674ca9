import type { TFunction } from 'i18next';
import type { MapTexts } from './types';

export const mapTexts = (t: TFunction): MapTexts => ({
  zoomIn: t('MAP.ZOOM_IN'),
  zoomOut: t('MAP.ZOOM_OUT'),
  cluster: (count) => t('MAP.CLUSTER', { count }),
});
