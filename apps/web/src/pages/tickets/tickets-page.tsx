// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return <ComingSoonPanel title="Tickets" description="Buying event tickets online: choose your tickets, add your guests and pay." />;
}
