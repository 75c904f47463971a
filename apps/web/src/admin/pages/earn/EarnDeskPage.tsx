import type { StaffView } from '@veritex/shared';
import { Flex } from 'antd';
import { can } from '../../roles';
import { EarnBookCard } from './EarnBookCard';
import { EarnProductsCard } from './EarnProductsCard';
import { HolidayCalendarCard } from './HolidayCalendarCard';

/** The earn desk: what earn users are owed, the products and their terms, and the payout holiday calendar. */
export function EarnDeskPage({ staff }: { staff: StaffView }) {
  const mayEdit = can(staff.roles, 'configureProducts');
  return (
    <Flex vertical gap={16}>
      <EarnBookCard />
      <EarnProductsCard mayEdit={mayEdit} />
      <HolidayCalendarCard mayEdit={mayEdit} />
    </Flex>
  );
}
