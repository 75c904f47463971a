/** Where the web app's router mounts the console (`/admin/*`). */
export const ADMIN_BASE = '/admin';
