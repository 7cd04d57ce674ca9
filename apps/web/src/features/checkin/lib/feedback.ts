/*
 * The door's sound and vibration: a short high beep for a pass, a low double beep for a refusal, so staff
 * need not look at the screen. Browsers start audio only after a user gesture: unlockAudio() runs on the
 * first tap or key press.
 */

let audio: AudioContext | null = null;

export function unlockAudio(): void {
  try {
    if (!audio) {
      const Context =
        window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Context) return;
      audio = new Context();
    }
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

function tone(context: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.12, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + duration);
}

/** Beep and vibrate for an answer; silently nothing where the device cannot. */
export function signalAnswer(passed: boolean): void {
  try {
    if (audio && audio.state === 'running') {
      const now = audio.currentTime;
      if (passed) tone(audio, 1320, now, 0.12);
      else {
        tone(audio, 220, now, 0.18);
        tone(audio, 220, now + 0.24, 0.18);
      }
    }
    navigator.vibrate?.(passed ? 80 : [200, 80, 200]);
  } catch {
    // Sound and vibration are extras: a device without them still shows the answer.
  }
}
