/**
 * Whether an address can only be opened on the machine that serves it: localhost names, the
 * IPv4 loopback block 127.0.0.0/8, IPv6 ::1 and the unspecified addresses. The app-download QR
 * code encodes the platform's PUBLIC_URL; a phone that scans such an address reaches itself.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(bare) || bare === '0.0.0.0') return true;
  return bare === '::1' || bare === '::' || bare === '0:0:0:0:0:0:0:1';
}
