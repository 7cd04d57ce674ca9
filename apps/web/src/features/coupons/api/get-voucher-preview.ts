import { fetchBinary } from '../../../lib/api/binary';

/** POST /utility/pdfPreview/profile/{id}?language&voucher=true: a sample voucher PDF (spec 3 §7, blob). */
export function getVoucherPreview(profileId: string, language: string): Promise<Blob> {
  return fetchBinary(`/utility/pdfPreview/profile/${encodeURIComponent(profileId)}`, {
    method: 'POST',
    query: { language, voucher: true },
  });
}
