import { apiRequest } from '../../../lib/api/client';

/** GET /utility/servertest: the maintenance page's ping; resolves when the API answers 2xx. */
export async function pingServer(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest('/utility/servertest', { signal });
    return true;
  } catch {
    // The spec's ping "returns false" on any failure (spec 1 §7).
    return false;
  }
}
