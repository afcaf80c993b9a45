// The federation runtime starts in this task (main.js); the bootstrap's chunk and the shared modules it consumes are
// resolved in the next one. Together they were one 70–120 ms task at 4× CPU after the first paint (issue 14).
setTimeout(() => void import('./bootstrap'), 0);
