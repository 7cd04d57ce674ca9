import { useVisit } from '../../tracking';

/** Issue 22: the visit and the `?ref=` it came with belong to this profile (a chunk after hydration). */
export function ProfileVisit({ profileId }: { profileId: string }) {
  useVisit({ profileId });
  return null;
}
