// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return <ComingSoonPanel title="Venue booking checkout" description="Paying for a private event booking online." />;
}
