// Later work replaces this page with its flow; until then it says so honestly.
import { ComingSoonPanel } from '../../ui/coming-soon-panel';

export function Component() {
  return (
    <ComingSoonPanel
      title="Talent submissions"
      description="Applying to perform with us: send your profile, media links and press photos."
    />
  );
}
