// `npm run dev`: the API with restart-on-change (tsx watch) and the web app with Vite hot reload.
// Open the Vite URL (http://localhost:5173); it proxies /api to the API on PORT (8080).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], { cwd: 'apps/server', stdio: 'inherit', env: { ...process.env, WEB_DIST: '' } }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code && code !== 0) stop();
  });
