type Props = {
  title: string;
  message?: string;
  onRetry: () => void;
  /** 1 when the card is the whole page (its title is then the page's heading), else 2 under the page's own. */
  headingLevel?: 1 | 2;
};

/** A load failure with a Retry button (spec: "card '…' with Retry"). */
export function ErrorCard({ title, message, onRetry, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <Heading className="text-lg font-semibold text-red-800">{title}</Heading>
      {message ? <p className="mt-1 text-sm text-red-700">{message}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-lg bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        Retry
      </button>
    </div>
  );
}
