// The replay's transcript as text: one block per transition, then the verdict.
import { isAbsent, printable } from './context-diff';
import type { ReplayReport } from './run-replay';

export function formatReport(report: ReplayReport): string[] {
  const lines = [`replay ${report.flow}`];
  report.transitions.forEach((t, index) => {
    const tags = t.tags.length > 0 ? `  [${t.tags.join(', ')}]` : '';
    const previous = report.transitions[index - 1];
    const ignored = previous !== undefined && previous.state === t.state && t.changes.length === 0 ? '  (no change)' : '';
    lines.push(`#${index}  ${t.event.type}  ->  ${t.state}${tags}${ignored}`);
    for (const change of t.changes) {
      lines.push(
        isAbsent(change.before)
          ? `      ${change.key} = ${printable(change.after, 110)}`
          : `      ${change.key}: ${printable(change.before, 70)} -> ${printable(change.after, 110)}`,
      );
    }
  });
  for (const line of report.log) lines.push(`log: ${line}`);
  lines.push(`final: ${report.finalState} (${report.status})`);
  if (report.ok) lines.push('replay matches its recording');
  else for (const problem of report.problems) lines.push(`problem: ${problem}`);
  return lines;
}
