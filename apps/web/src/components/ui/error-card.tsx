type Props = { title: string; message?: string; onRetry: () => void };

/** A load failure with a Retry button (spec: "card '…' with Retry"). */
export function ErrorCard({ title, message, onRetry }: Props) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
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
