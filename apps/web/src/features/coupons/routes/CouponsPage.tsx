import '../components/styles';
import { OrganizerGate } from '../../organizer';
import { CouponsWorkspace } from '../components/CouponsWorkspace';

/** The organizer's coupons and vouchers (route dashboard.coupons; spec 3 §2 coupon form and table). */
export function CouponsPage() {
  return (
    <OrganizerGate>
      <CouponsWorkspace />
    </OrganizerGate>
  );
}
