// `npm run dev`: the API restarting on change (tsx watch) and the web app with Vite hot reload.
// Open the Vite URL (http://localhost:5173); it proxies /api to the API on PORT (8080).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const bin = (name) => resolve(import.meta.dirname, '../node_modules/.bin', name);
// The binaries directly, not through npx, so that our signals reach them.
const children = [
  spawn(bin('tsx'), ['watch', 'src/main.ts'], { cwd: 'apps/server', stdio: 'inherit', env: { ...process.env, WEB_DIST: '' } }),
  spawn(bin('vite'), [], { cwd: 'apps/web', stdio: 'inherit' }),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) stop();
  });
}
