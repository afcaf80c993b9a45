type AudioContextCtor = typeof AudioContext;

let shared: AudioContext | null = null;

/**
 * A short two-tone beep through the Web Audio API (no audio file to load). Silent where audio is
 * unavailable or the browser still blocks it before the first user gesture.
 */
export function playBeep(): void {
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return;
  try {
    shared ??= new Ctor();
    const ctx = shared;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
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
  } catch {
    // Audio is a nicety; a failure must never break the dashboard.
  }
}
