// The dial code and mobile number pair, as both the mobile sign-in and the signup form ask for it.
import type { Ref } from 'react';
import { DIAL_CODES } from '@quizring/contracts';
import type { DialCode } from '@quizring/contracts';
import { SelectField, TextField } from '@/components/ui/form-field';

type Props = {
  dialCodeId: string;
  dialCode: DialCode;
  onDialCodeChange: (value: DialCode) => void;
  mobile: string;
  onMobileChange: (value: string) => void;
  error?: string | null;
  mobileRef?: Ref<HTMLInputElement>;
};

/** Dial code choices 91 (default), 1, 44, 61, beside the national number. */
export function MobileNumberFields({
  dialCodeId,
  dialCode,
  onDialCodeChange,
  mobile,
  onMobileChange,
  error,
  mobileRef,
}: Props) {
  return (
    <div className="flex gap-3">
      <SelectField
        id={dialCodeId}
        label="Dial code"
        className="w-28 shrink-0"
        value={dialCode}
        onChange={(e) => onDialCodeChange(e.target.value as DialCode)}
      >
        {DIAL_CODES.map((code) => (
          <option key={code} value={code}>
            +{code}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Mobile number"
        name="mobile"
        className="min-w-0 flex-1"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        value={mobile}
        error={error}
        ref={mobileRef}
        onChange={(e) => onMobileChange(e.target.value)}
      />
    </div>
  );
}
