export { installSoundPrewarm, isSoundEnabled, playSound } from './sound-player';
export type { SoundName } from './sound-player';
