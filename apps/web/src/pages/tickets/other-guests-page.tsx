// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return <ComingSoonPanel title="Add other guests" description="Adding other guests to your ticket order." />;
}
