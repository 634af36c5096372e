// `npm start`: the mock API (port 4010) and the reference app (port 5173) together. Ctrl-C stops both.
import concurrently from 'concurrently';

const apiPort = process.env.PORT ?? '4010';
const appPort = process.env.APP_PORT ?? '5173';

console.log('\nWacrm is starting:');
console.log(`  Reference app  http://localhost:${appPort}/`);
console.log(`  Mock API       http://localhost:${apiPort}/api/v1  (health: /api/v1/health)\n`);

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w @wacrm/mock-api', env: { PORT: apiPort }, prefixColor: 'green' },
    {
      name: 'app',
      command: `npm exec -w @wacrm/reference -- vite --port ${appPort} --strictPort --host 127.0.0.1`,
      prefixColor: 'cyan',
    },
  ],
  { killOthersOn: ['failure', 'success'], restartTries: 0, handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);
