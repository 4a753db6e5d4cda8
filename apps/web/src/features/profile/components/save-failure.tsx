/** Why a save failed: the page's own title, then the server's reason when it gave one. */
export function SaveFailure({ title, detail }: { title: string; detail: string }) {
  return (
    <div role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
      <p className="font-medium">{title}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}
