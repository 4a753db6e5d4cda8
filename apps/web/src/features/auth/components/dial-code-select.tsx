import { DIAL_CODES } from '@quizring/contracts';
import type { DialCode } from '@quizring/contracts';
import { inputClass } from '@/components/ui/form-field';

type Props = { id: string; value: DialCode; onChange: (value: DialCode) => void; disabled?: boolean };

/** Dial code choices 91 (default), 1, 44, 61. */
export function DialCodeSelect({ id, value, onChange, disabled }: Props) {
  return (
    <div className="w-28 shrink-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Dial code
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as DialCode)}
        className={inputClass}
      >
        {DIAL_CODES.map((code) => (
          <option key={code} value={code}>
            +{code}
          </option>
        ))}
      </select>
    </div>
  );
}
