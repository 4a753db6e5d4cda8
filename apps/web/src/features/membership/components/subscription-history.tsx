import { MSG } from '@quizring/contracts';
import type { SubscriptionHistoryEntry } from '@quizring/contracts';
import { formatDate } from '../utils/format-date';

// Colour follows the status, and the status is always written out as well.
function statusStyle(status: string): string {
  if (status === 'active') return 'bg-emerald-100 text-emerald-900';
  if (status === 'expired') return 'bg-slate-200 text-slate-800';
  return 'bg-amber-100 text-amber-900';
}

export function SubscriptionHistory({ entries }: { entries: SubscriptionHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="history-title" className="mb-3 text-lg font-semibold text-slate-900">
        Subscription History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{MSG.noPurchases}</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((e) => (
            <li key={e.order_id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all text-sm text-slate-700">
                  Order <span className="font-mono text-slate-900">{e.order_id}</span>
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusStyle(e.status)}`}
                >
                  {e.status}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
                <Item label="Product" value={e.product_id} />
                <Item label="Plan" value={e.plan} />
                <Item label="Platform" value={e.platform} />
                <Item label="Purchased" value={formatDate(e.purchase_date)} />
                <Item label="Expires" value={formatDate(e.expires_date)} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
