import { LendersScreen } from '@/features/admin-lenders/components/lenders-screen';

/** /admin/lenders */
export function LendersPage() {
  return <LendersScreen />;
}
