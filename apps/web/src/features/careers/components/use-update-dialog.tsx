import { MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type Props = { updatesLeft: number; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Use one update?': saving careers spends one of the 3 updates, so it is confirmed first. */
export function UseUpdateDialog({ updatesLeft, isPending, onCancel, onConfirm }: Props) {
  const after = Math.max(0, updatesLeft - 1);
  return (
    <Modal
      title={MSG.useOneUpdate}
      onClose={() => {
        if (!isPending) onCancel();
      }}
    >
      <p className="text-sm text-slate-700">
        Saving uses 1 of your {updatesLeft} {updatesLeft === 1 ? 'update' : 'updates'}. You will have {after}{' '}
        {after === 1 ? 'update' : 'updates'} left.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" disabled={isPending} onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" isPending={isPending} pendingText="Saving…" onClick={onConfirm}>
          {MSG.useUpdate}
        </Button>
      </div>
    </Modal>
  );
}
