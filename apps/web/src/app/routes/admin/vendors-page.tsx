import { VendorsScreen } from '@/features/lenders/components/vendors-screen';

/** /admin/vendors-on-off */
export function VendorsPage() {
  return <VendorsScreen />;
}
