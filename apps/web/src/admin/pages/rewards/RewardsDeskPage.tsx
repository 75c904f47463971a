import type { StaffView } from '@veritex/shared';
import { Flex } from 'antd';
import { can } from '../../roles';
import { BenefitTasksCard } from './BenefitTasksCard';
import { RewardsAccountCard } from './RewardsAccountCard';
import { SignInRewardsCard } from './SignInRewardsCard';

/** The rewards desk: the rewards account that pays everything below, the sign-in reward per day, and the benefit tasks. */
export function RewardsDeskPage({ staff }: { staff: StaffView }) {
  const mayConfigure = can(staff.roles, 'configureRewards');
  return (
    <Flex vertical gap={16}>
      <RewardsAccountCard mayFund={can(staff.roles, 'fundRewards')} />
      <SignInRewardsCard mayEdit={mayConfigure} />
      <BenefitTasksCard mayEdit={mayConfigure} />
    </Flex>
  );
}
