import TitleFramePage from '../TitleFramePage';

/** Placeholder until the page lands. */
export default function ContractPositionsPage() {
  return <TitleFramePage />;
}
