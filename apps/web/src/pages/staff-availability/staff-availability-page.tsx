// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return <ComingSoonPanel title="Staff availability" description="Submitting your availability through your staff link." />;
}
