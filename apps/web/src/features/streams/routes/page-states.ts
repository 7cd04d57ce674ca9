// The stream page's client-side states (loading, not found, failed): one lazy chunk, see StreamDetailPage.
export { LoadFailed } from '../../../components/content/LoadFailed';
export { NotFoundState } from '../../../components/content/NotFoundState';
export { PageLoading } from '../../../components/content/PageLoading';
