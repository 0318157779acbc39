import { VendorsScreen } from '@/features/admin-vendors/components/vendors-screen';

/** /admin/vendors-on-off */
export function VendorsPage() {
  return <VendorsScreen />;
}
