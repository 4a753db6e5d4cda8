import { useState } from 'react';
import { MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type Props = {
  incomingName: string;
  selected: readonly { id: number; name: string }[];
  onCancel: () => void;
  onReplace: (replacedId: number) => void;
};

/** 'Replace a selected career': the 4th career takes the place of the one chosen here. */
export function ReplaceCareerDialog({ incomingName, selected, onCancel, onReplace }: Props) {
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <Modal title={MSG.replaceSelectedCareer} subtitle={MSG.upToThreeCareers} onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice !== null) onReplace(choice);
        }}
      >
        <fieldset>
          <legend className="mb-3 text-sm text-slate-700">
            Choose the career that <span className="font-semibold text-slate-900">{incomingName}</span>{' '}
            replaces.
          </legend>
          <div className="space-y-2">
            {selected.map((career) => (
              <label
                key={career.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-2 text-sm font-medium text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50"
              >
                <input
                  type="radio"
                  name="replace-career"
                  value={career.id}
                  checked={choice === career.id}
                  onChange={() => setChoice(career.id)}
                  className="h-4 w-4 accent-indigo-600"
                />
                {career.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={choice === null}>
            Replace
          </Button>
        </div>
      </form>
    </Modal>
  );
}
