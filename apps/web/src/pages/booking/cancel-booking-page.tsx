// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return <ComingSoonPanel title="Cancel a booking" description="Cancelling or changing a private event booking online." />;
}
