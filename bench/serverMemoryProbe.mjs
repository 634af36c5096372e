// Loaded into the mock API's process by bench/media-upload.bench.ts (`--import`): samples process.memoryUsage()
// every 5 ms and, on SIGUSR2, writes the peaks since its last report and the values now to stderr, as one line
// `wacrm-memory {json}` (bytes). What makes up the RSS the benchmark samples from outside: the V8 heap, and the
// ArrayBuffers outside it (the request's chunks as Node read them from the socket, freed when V8 collects them).
let peak = {};
const sample = () => {
  for (const [key, value] of Object.entries(process.memoryUsage())) peak[key] = Math.max(peak[key] ?? 0, value);
};
setInterval(sample, 5).unref();
process.on('SIGUSR2', () => {
  sample();
  process.stderr.write(`wacrm-memory ${JSON.stringify({ peak, now: process.memoryUsage() })}\n`);
  peak = {};
});
