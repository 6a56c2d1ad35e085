// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return (
    <ComingSoonPanel
      title="Book the venue"
      description="Private events for birthdays, launches and weddings: choose a date, tell us about your event and pay the deposit online."
    />
  );
}
