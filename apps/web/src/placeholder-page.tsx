// Shown until the site's shell and pages land (issue 6). It is honest about that.
export function PlaceholderPage() {
  return (
    <main className="placeholder">
      <h1>Our new website is on its way</h1>
      <p>Events, tickets, bottle service and reservations will be here soon.</p>
    </main>
  );
}
