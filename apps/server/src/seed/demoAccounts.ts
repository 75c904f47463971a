/**
 * Demo credentials, stated in the README. Change or disable them before running a real
 * venue (SEED_DEMO=false skips them).
 */
export const DEMO_TRADER = { email: 'demo@veritex.local', password: 'Demo2026pass', nationality: 'GB', invitationCode: 'DEMO2026', name: 'Demo Trader' };
export const DEMO_ADMIN = { username: 'admin', password: 'Admin#2026demo', totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' };
