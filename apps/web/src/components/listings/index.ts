export { ArticleCard } from './ArticleCard';
export { CardImage } from './CardImage';
export { CardText } from './CardText';
export type { CardHeadingOrder } from './CardTitle';
export { EventCard, useEventPlace } from './EventCard';
export { ListingGrid, type ListingGridProps } from './ListingGrid';
export { MerchandiseCard, type MerchandiseItem, merchandiseHref } from './MerchandiseCard';
export { ProfileCard, type ProfileCardProfile } from './ProfileCard';
export { StreamCard } from './StreamCard';
