// A visually hidden, polite live region: screen readers read each change of its text once the current speech ends.
// It must already be on the page before its text changes (text that arrives with a new region is often not read),
// so mount it empty and let the text follow. No role: role=status stays free for the visible result lines.
export function LiveRegion({ text, label }: { text: string; label?: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-live-region={label} className="sr-only">
      {text}
    </div>
  );
}
