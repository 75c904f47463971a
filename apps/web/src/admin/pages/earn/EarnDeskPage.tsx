import type { StaffView } from '@veritex/shared';
import { Col, Flex, Row } from 'antd';
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
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <HolidayCalendarCard mayEdit={mayEdit} />
        </Col>
      </Row>
    </Flex>
  );
}
