// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return (
    <ComingSoonPanel
      title="Bottle service"
      description="Ordering bottle service online: choose your party size, date, arrival time and bottles."
    />
  );
}
