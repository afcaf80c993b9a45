type AudioContextCtor = typeof AudioContext;

let shared: AudioContext | null = null;

/** The gap between the beeps of several orders arriving together, so each is heard. */
const BEEP_GAP_S = 0.45;

/**
 * A short two-tone beep through the Web Audio API (no audio file to load), `count` times in a row (one per new
 * order). Silent where audio is unavailable or the browser still blocks it before the first user gesture.
 */
export function playBeep(count = 1): void {
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return;
  try {
    shared ??= new Ctor();
    const ctx = shared;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (let n = 0; n < Math.max(1, Math.min(count, 5)); n++) beepAt(ctx, ctx.currentTime + n * BEEP_GAP_S);
  } catch {
    // Audio is a nicety; a failure must never break the dashboard.
  }
}

/** One two-tone beep starting at `start` (the context's clock). */
function beepAt(ctx: AudioContext, start: number) {
  [880, 1320].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + i * 0.15;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.14);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.15);
  });
}
