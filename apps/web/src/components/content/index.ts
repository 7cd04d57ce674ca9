export { EmbeddedCodes } from './EmbeddedCodes';
export { HeroImage } from './HeroImage';
export { LoadFailed, LoadFailedState } from './LoadFailed';
export { NotFoundState } from './NotFoundState';
export { PageLoading } from './PageLoading';
export { SafeHtml } from './SafeHtml';
export { TagGroups } from './TagGroups';
