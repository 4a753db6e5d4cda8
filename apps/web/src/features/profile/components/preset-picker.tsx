import { PRESET_AVATARS } from '@quizring/contracts';
import type { PresetAvatar } from '@quizring/contracts';

type Props = { base: string; selected: PresetAvatar | null; onSelect: (preset: PresetAvatar) => void };

export const presetUrl = (base: string, preset: PresetAvatar) => `${base}${preset}.png`;

/** The ten preset images as a radio group, so arrow keys and screen readers work as for any choice. */
export function PresetPicker({ base, selected, onSelect }: Props) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Or pick a preset</legend>
      <div className="grid grid-cols-5 gap-2 sm:gap-3">
        {PRESET_AVATARS.map((preset, i) => (
          <label key={preset} className="relative cursor-pointer">
            <input
              type="radio"
              name="avatar-preset"
              value={preset}
              checked={selected === preset}
              onChange={() => onSelect(preset)}
              className="peer sr-only"
            />
            <img
              src={presetUrl(base, preset)}
              alt={`Preset avatar ${i + 1}`}
              width={64}
              height={64}
              loading="lazy"
              className="aspect-square w-full rounded-full border-2 border-transparent bg-slate-100 object-cover peer-checked:border-indigo-600 peer-checked:ring-2 peer-checked:ring-indigo-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
            />
            {selected === preset ? (
              <span className="absolute -right-1 -top-1 rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white">
                ✓<span className="sr-only"> selected</span>
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
